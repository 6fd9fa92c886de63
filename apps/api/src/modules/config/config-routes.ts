import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { config } from '@casebridge/contract/config';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';

export function configRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(config),
    config: { access: 'public' },
    schema: {
      operationId: 'config',
      summary: 'Read the public configuration of the product',
      tags: ['config'],
      response: { 200: config.answer },
    },
    handler: () => ({
      app_domain: deps.config.appDomain,
      product_name: 'CaseBridge',
      events_url: deps.config.eventsUrl,
      training_url: deps.config.trainingUrl,
      dev_mailbox: !deps.config.isProduction,
      case_exchange: deps.config.caseExchangeUrl !== null,
      membership_email: deps.config.membershipEmail,
      logo_service_url: deps.config.logoServiceUrl,
      upload_limit_bytes: deps.config.uploadLimitBytes,
      payment_provider: deps.config.paymentProvider,
    }),
  });
}
