import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resourcesCompanyLogo, resourcesFiles, resourcesGroupBanner } from '@casebridge/contract/landing';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { getCompanyLogo } from './company-logo.ts';
import { getGroupBanner } from './group-banner.ts';
import { openSignedFile, SIGNED_FILE_REFUSED_MESSAGE } from './signed-file.ts';

export function resourceRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(resourcesCompanyLogo),
    config: { access: 'public' },
    schema: {
      operationId: 'resourcesCompanyLogo',
      summary: "Get a company's logo",
      tags: ['resources'],
      params: resourcesCompanyLogo.params,
      response: {
        200: {
          description: "The company's uploaded logo, or its initials",
          content: { 'image/*': { schema: z.string() } },
        },
        404: errorAnswer('No company has this slug.'),
      },
    },
    handler: async (request, reply) => {
      const logo = await getCompanyLogo(deps, request.params.slug);
      if (logo.size !== undefined) reply.header('content-length', logo.size);
      return reply
        .header('content-type', logo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=3600')
        .send(logo.bytes);
    },
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(resourcesGroupBanner),
    config: { access: 'public' },
    schema: {
      operationId: 'resourcesGroupBanner',
      summary: "Get a partner program's banner",
      tags: ['resources'],
      params: resourcesGroupBanner.params,
      response: {
        200: { description: "The program's banner", content: { 'image/*': { schema: z.string() } } },
        404: errorAnswer('No partner program has this vhost.'),
      },
    },
    handler: async (request, reply) => {
      const banner = await getGroupBanner(deps, request.params.vhost);
      if (banner.size !== undefined) reply.header('content-length', banner.size);
      return reply
        .header('content-type', banner.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=3600')
        .send(banner.bytes);
    },
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(resourcesFiles),
    config: { access: 'public' },
    schema: {
      operationId: 'resourcesFiles',
      summary: 'Download a stored file through its signed, short-lived URL',
      tags: ['resources'],
      params: resourcesFiles.params,
      querystring: resourcesFiles.querystring,
      response: {
        200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string() } } },
        404: errorAnswer(SIGNED_FILE_REFUSED_MESSAGE),
      },
    },
    handler: async (request, reply) =>
      sendAttachment(reply, await openSignedFile(deps, request.params.key, request.query)),
  });
}
