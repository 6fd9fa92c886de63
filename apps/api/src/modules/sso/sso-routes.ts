import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationErrorSchema } from '@casebridge/contract/errors';
import {
  SSO_METADATA_MAX_BYTES,
  getAdminCompanySso,
  postAdminCompanySso,
  saml2Acs,
  saml2Login,
  saml2Metadata,
} from '@casebridge/contract/sso';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer, tooManyUploads } from '../../lib/error-answer.ts';
import { incomingUpload } from '../../lib/upload-file.ts';
import { acceptFormBodies } from '../../lib/form-body.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { consumeSamlResponse } from './consume-saml-response.ts';
import { getOwnSsoSettings, getServiceProviderMetadata } from './get-sso-settings.ts';
import { readSsoForm, saveOwnSsoSettings } from './save-sso-settings.ts';
import { startSsoLogin } from './start-sso-login.ts';
import { UNKNOWN_COMPANY } from './sso-outcome.ts';

const redirect = (description: string) => ({ description, content: { 'text/plain': { schema: z.string() } } });
const tooMany = errorAnswer('Too many attempts from this address: try again later.');

export async function ssoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // The identity provider posts its answer as an HTML form: only these routes read form bodies.
  await app.register((scope, _options, done) => {
    acceptFormBodies(scope);
    samlRoutes(scope, deps);
    done();
  });
  adminRoutes(app, deps);
}

function samlRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(saml2Metadata),
    config: { access: 'public' },
    schema: {
      operationId: 'saml2Metadata',
      summary: "A company's SAML service-provider metadata (entity ID, assertion consumer service)",
      tags: ['sso'],
      params: saml2Metadata.params,
      response: {
        200: { description: 'SAML 2.0 metadata', content: { 'application/samlmetadata+xml': { schema: z.string() } } },
        404: errorAnswer(UNKNOWN_COMPANY),
      },
    },
    handler: async (request, reply) => {
      const xml = await getServiceProviderMetadata(deps, request.params.slug);
      return reply.header('content-type', 'application/samlmetadata+xml; charset=utf-8').send(xml);
    },
  });

  r.route({
    ...routeOf(saml2Login),
    config: { access: 'public' },
    schema: {
      operationId: 'saml2Login',
      summary: "Start a single sign-on: to the company's identity provider with an AuthnRequest",
      tags: ['sso'],
      params: saml2Login.params,
      response: {
        302: redirect("To the identity provider, or back to the company's landing saying why not"),
        404: errorAnswer(UNKNOWN_COMPANY),
        429: tooMany,
      },
    },
    handler: async (request, reply) => {
      await consumeRateLimit(deps.db, `saml-login:${request.ip}`, deps.config.authAddressRateLimit, 60);
      const location = await startSsoLogin(deps, request.params.slug, request.log);
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  });

  r.route({
    ...routeOf(saml2Acs),
    config: { access: 'token' },
    bodyLimit: SSO_METADATA_MAX_BYTES * 2,
    schema: {
      operationId: 'saml2Acs',
      summary: "Assertion consumer service: the identity provider's signed answer, then a single-use sign-in link",
      tags: ['sso'],
      params: saml2Acs.params,
      consumes: ['application/x-www-form-urlencoded'],
      body: saml2Acs.body,
      response: {
        303: redirect("To /auto_login/{token} on the company's host, or back to its landing saying why not"),
        404: errorAnswer(UNKNOWN_COMPANY),
        422: errorAnswer('The form holds no SAMLResponse.', validationErrorSchema),
        429: tooMany,
      },
    },
    handler: async (request, reply) => {
      const location = await consumeSamlResponse(deps, request.params.slug, request.body, request.ip, request.log);
      return reply.header('cache-control', 'no-store').redirect(location, 303);
    },
  });
}

function adminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(getAdminCompanySso),
    config: { access: 'company_admin_non_limited' },
    schema: {
      operationId: 'getAdminCompanySso',
      summary: "Read the single sign-on settings of the admin's company",
      tags: ['sso'],
      response: { 200: getAdminCompanySso.answer },
    },
    handler: (request) => getOwnSsoSettings(deps, request.actor),
  });

  r.route({
    ...routeOf(postAdminCompanySso),
    config: { access: 'company_admin_non_limited' },
    schema: {
      operationId: 'postAdminCompanySso',
      summary: "Save the single sign-on settings of the admin's company (multipart: seven fields, sso_idp_file)",
      tags: ['sso'],
      consumes: ['multipart/form-data'],
      response: {
        200: postAdminCompanySso.answer,
        413: errorAnswer('The identity file is too large.'),
        429: tooManyUploads,
        422: errorAnswer(
          "A field is invalid, or the identity provider's metadata cannot be read or is of another entity.",
          validationErrorSchema,
        ),
      },
    },
    handler: async (request, reply) =>
      saveOwnSsoSettings(deps, request.actor, await readSsoForm(deps, incomingUpload(request, reply))),
  });
}
