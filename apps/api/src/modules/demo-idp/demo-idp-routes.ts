import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  devIdpContinue,
  devIdpLogout,
  devIdpMetadata,
  getDevIdpSso,
  postDevIdpSso,
} from '@casebridge/contract/demo-idp';
import { emailField } from '@casebridge/contract/fields';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { isFromThisMachine } from '../../lib/client-address.ts';
import { acceptFormBodies } from '../../lib/form-body.ts';
import { DemoIdpError, demoIdpMetadata, demoIdpResponse, readAuthnRequest } from './demo-idp.ts';
import { demoIdpKeys } from './demo-idp-keys.ts';
import { demoIdpLoginPage, demoIdpMessagePage, demoIdpPostPage } from './demo-idp-pages.ts';

const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

const sendPage = (reply: FastifyReply, body: string, formAction = "'self'", status = 200) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .send(body);

/**
 * The demo identity provider (development only, answering this machine only): a real SAML 2.0 IdP with its own key
 * in DATA_DIR, so the demo network's SSO company signs in through the whole flow. Its sign-in page takes an email
 * address and no password: it is a stand-in for a company's Okta, Entra ID or Keycloak, not a way in.
 */
export async function demoIdpRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register((scope, _options, done) => {
    acceptFormBodies(scope);
    scope.addHook('onRequest', (request, _reply, next) => {
      next(isFromThisMachine(request) ? undefined : notFound('Not found.'));
    });
    routes(scope, deps);
    done();
  });
}

function routes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const keys = () => demoIdpKeys(deps.config.dataDir);

  r.route({
    ...routeOf(devIdpMetadata),
    config: { access: 'dev' },
    schema: {
      operationId: 'devIdpMetadata',
      summary: "The demo identity provider's SAML metadata (outside production only)",
      tags: ['dev'],
      response: {
        200: { description: 'SAML 2.0 metadata', content: { 'application/samlmetadata+xml': { schema: z.string() } } },
      },
    },
    handler: async (_request, reply) =>
      reply
        .header('content-type', 'application/samlmetadata+xml; charset=utf-8')
        .send(demoIdpMetadata(deps.config, keys())),
  });

  r.route({
    ...routeOf(getDevIdpSso),
    config: { access: 'dev' },
    schema: {
      operationId: 'getDevIdpSso',
      summary: "The demo identity provider's sign-in page for an AuthnRequest (HTTP-Redirect binding)",
      tags: ['dev'],
      querystring: getDevIdpSso.querystring,
      response: { 200: html('The sign-in page'), 400: html('The request is not one of this CaseBridge') },
    },
    handler: async (request, reply) => {
      try {
        const authn = readAuthnRequest(deps.config, request.query.SAMLRequest);
        return await sendPage(
          reply,
          demoIdpLoginPage({
            samlRequest: request.query.SAMLRequest,
            relayState: request.query.RelayState,
            slug: authn.slug,
          }),
        );
      } catch (error) {
        if (!(error instanceof DemoIdpError)) throw error;
        return sendPage(reply, demoIdpMessagePage('Demo identity provider', error.message), "'none'", 400);
      }
    },
  });

  r.route({
    ...routeOf(postDevIdpSso),
    config: { access: 'dev' },
    schema: {
      operationId: 'postDevIdpSso',
      summary: 'Sign in at the demo identity provider: a signed Response posted on to the ACS',
      tags: ['dev'],
      consumes: ['application/x-www-form-urlencoded'],
      body: postDevIdpSso.body,
      response: {
        200: html('The page that posts the signed response to the ACS'),
        400: html('The request is not one of this CaseBridge'),
        422: html('The sign-in page again: the email is invalid'),
      },
    },
    handler: async (request, reply) => {
      const { SAMLRequest: samlRequest, RelayState: relayState } = request.body;
      try {
        const authn = readAuthnRequest(deps.config, samlRequest);
        const email = emailField.safeParse(request.body.email);
        if (!email.success)
          return await sendPage(
            reply,
            demoIdpLoginPage({
              samlRequest,
              relayState,
              slug: authn.slug,
              error: 'Please enter a valid email address.',
            }),
            "'self'",
            422,
          );
        const samlResponse = demoIdpResponse(deps.config, keys(), authn, email.data);
        return await sendPage(
          reply,
          demoIdpPostPage({ acsUrl: authn.acsUrl, samlResponse, relayState }),
          new URL(authn.acsUrl).origin,
        );
      } catch (error) {
        if (!(error instanceof DemoIdpError)) throw error;
        return sendPage(reply, demoIdpMessagePage('Demo identity provider', error.message), "'none'", 400);
      }
    },
  });

  r.route({
    ...routeOf(devIdpContinue),
    config: { access: 'dev' },
    schema: {
      operationId: 'devIdpContinue',
      summary: "The demo identity provider's script that submits the response form",
      tags: ['dev'],
      response: { 200: { description: 'JavaScript', content: { 'text/javascript': { schema: z.string() } } } },
    },
    handler: async (_request, reply) =>
      reply.header('content-type', 'text/javascript; charset=utf-8').send('document.forms[0]?.submit();\n'),
  });

  r.route({
    ...routeOf(devIdpLogout),
    config: { access: 'dev' },
    schema: {
      operationId: 'devIdpLogout',
      summary: "The demo identity provider's logout page, where the demo SSO company's logout URL leads",
      tags: ['dev'],
      response: { 200: html('Signed out') },
    },
    handler: async (_request, reply) =>
      sendPage(
        reply,
        demoIdpMessagePage('Signed out', 'You have been signed out of CaseBridge and of the demo identity provider.'),
        "'none'",
      ),
  });
}
