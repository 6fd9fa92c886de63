import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validationErrorSchema } from '@casebridge/contract/errors';
import {
  integrationsWebhooksCreate,
  integrationsWebhooksDelete,
  integrationsWebhooksDeliveries,
  integrationsWebhooksList,
  integrationsWebhooksReplay,
  integrationsWebhooksRotate,
  integrationsWebhooksTest,
  integrationsWebhooksUpdate,
  v1WebhooksCreate,
  v1WebhooksDelete,
  v1WebhooksDeliveries,
  v1WebhooksList,
  v1WebhooksReplay,
  v1WebhooksRotate,
  v1WebhooksTest,
  v1WebhooksUpdate,
} from '@casebridge/contract/webhooks';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  replayWebhookDelivery,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
} from './manage-webhooks.ts';

const NOT_MANAGER = errorAnswer('Only the company’s admins and its API users manage webhooks.');
const NO_WEBHOOK = errorAnswer('No webhook of the caller’s company has this id.');
const DISABLED = errorAnswer('The webhook is disabled, or the delivery is being sent right now.');
const BAD_FIELDS = errorAnswer(
  'Field errors: an address that is not https or not on the internet, no event.',
  validationErrorSchema,
);

/**
 * Issue 27, ADR 56: a company's webhooks, managed from Admin > Integrations (a session; the service admits the
 * company's admins and API users) and from /api/v1/webhooks (an API key with webhooks:manage). Both call the same
 * services with the same bodies: each call is registered twice, once per way in.
 */
export function webhookRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ways = [
    {
      access: { access: 'member' } as const,
      tags: ['integrations'],
      prefix: 'integrationsWebhooks',
      calls: {
        list: integrationsWebhooksList,
        create: integrationsWebhooksCreate,
        update: integrationsWebhooksUpdate,
        remove: integrationsWebhooksDelete,
        rotate: integrationsWebhooksRotate,
        test: integrationsWebhooksTest,
        deliveries: integrationsWebhooksDeliveries,
        replay: integrationsWebhooksReplay,
      },
    },
    {
      access: { access: 'api_key', scope: 'webhooks:manage' } as const,
      tags: ['webhooks'],
      prefix: 'v1Webhooks',
      calls: {
        list: v1WebhooksList,
        create: v1WebhooksCreate,
        update: v1WebhooksUpdate,
        remove: v1WebhooksDelete,
        rotate: v1WebhooksRotate,
        test: v1WebhooksTest,
        deliveries: v1WebhooksDeliveries,
        replay: v1WebhooksReplay,
      },
    },
  ];

  for (const { access, tags, prefix, calls } of ways) {
    // ADR 7's operationIds: the path's words, the method first where the path has more than one.
    const Prefix = prefix.charAt(0).toUpperCase() + prefix.slice(1);
    const config: FastifyContextConfig = access;
    r.route({
      ...routeOf(calls.list),
      config,
      schema: {
        operationId: `get${Prefix}`,
        summary: 'List the company’s webhooks',
        tags,
        response: { 200: calls.list.answer, 403: NOT_MANAGER },
      },
      handler: (request) => listWebhooks(deps, request.actor),
    });
    r.route({
      ...routeOf(calls.create),
      config,
      schema: {
        operationId: `post${Prefix}`,
        summary: 'Add a webhook: an https address and the case events it receives; the answer holds its secret, once',
        tags,
        body: calls.create.body,
        response: { 200: calls.create.answer, 403: NOT_MANAGER, 422: BAD_FIELDS },
      },
      handler: (request) => createWebhook(deps, request.actor, request.body, request.ip),
    });
    r.route({
      ...routeOf(calls.update),
      config,
      schema: {
        operationId: `patch${Prefix}`,
        summary: 'Change a webhook’s address, events or description, or disable and enable it',
        tags,
        params: calls.update.params,
        body: calls.update.body,
        response: { 200: calls.update.answer, 403: NOT_MANAGER, 404: NO_WEBHOOK, 422: BAD_FIELDS },
      },
      handler: (request) => updateWebhook(deps, request.actor, request.params.id, request.body, request.ip),
    });
    r.route({
      ...routeOf(calls.remove),
      config,
      schema: {
        operationId: `delete${Prefix}`,
        summary: 'Delete a webhook and its delivery log',
        tags,
        params: calls.remove.params,
        response: { 200: calls.remove.answer, 403: NOT_MANAGER, 404: NO_WEBHOOK },
      },
      handler: (request) => deleteWebhook(deps, request.actor, request.params.id, request.ip),
    });
    r.route({
      ...routeOf(calls.rotate),
      config,
      schema: {
        operationId: `${prefix}RotateSecret`,
        summary: 'Rotate the secret: the answer holds the new one; the old one also signs during the overlap',
        tags,
        params: calls.rotate.params,
        body: calls.rotate.body,
        response: { 200: calls.rotate.answer, 403: NOT_MANAGER, 404: NO_WEBHOOK },
      },
      handler: (request) => rotateWebhookSecret(deps, request.actor, request.params.id, request.body, request.ip),
    });
    r.route({
      ...routeOf(calls.test),
      config,
      schema: {
        operationId: `${prefix}Test`,
        summary: 'Send a webhook.test event through the delivery queue',
        tags,
        params: calls.test.params,
        response: { 200: calls.test.answer, 403: NOT_MANAGER, 404: NO_WEBHOOK, 409: DISABLED },
      },
      handler: (request) => sendTestEvent(deps, request.actor, request.params.id, request.ip),
    });
    r.route({
      ...routeOf(calls.deliveries),
      config,
      schema: {
        operationId: `${prefix}Deliveries`,
        summary:
          'The delivery log: the latest messages, each with its attempts (status, time, response code, first kB)',
        tags,
        params: calls.deliveries.params,
        querystring: calls.deliveries.querystring,
        response: { 200: calls.deliveries.answer, 403: NOT_MANAGER, 404: NO_WEBHOOK },
      },
      handler: (request) => listWebhookDeliveries(deps, request.actor, request.params.id, request.query.limit),
    });
    r.route({
      ...routeOf(calls.replay),
      config,
      schema: {
        operationId: `${prefix}DeliveriesReplay`,
        summary: 'Send a delivery again, under its same webhook-id',
        tags,
        params: calls.replay.params,
        response: { 200: calls.replay.answer, 403: NOT_MANAGER, 404: NO_WEBHOOK, 409: DISABLED },
      },
      handler: (request) =>
        replayWebhookDelivery(deps, request.actor, request.params.id, request.params.deliveryId, request.ip),
    });
  }
}
