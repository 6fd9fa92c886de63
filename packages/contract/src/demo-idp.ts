import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';

/**
 * The demo identity provider's calls (development only: a SAML 2.0 IdP the demo network's SSO company signs in
 * through). Its pages answer HTML and JavaScript, so no endpoint has an answer schema.
 */

/** The HTTP-Redirect binding's query (SAML 2.0 bindings §3.4): the deflated AuthnRequest and the relay state. */
export const samlRequestQuery = z.object({
  SAMLRequest: z.string().min(1).max(20_000),
  RelayState: z.string().max(80).default(''),
});
/** The demo sign-in page's form: the request it answers and the address to sign in as. */
export const demoIdpSignInForm = samlRequestQuery.extend({ email: z.string().max(255) });

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const devIdpMetadata = { method: 'GET', path: '/api/dev/idp/metadata' } as const satisfies Endpoint;
export const getDevIdpSso = {
  method: 'GET',
  path: '/api/dev/idp/sso',
  querystring: samlRequestQuery,
} as const satisfies Endpoint;
export const postDevIdpSso = {
  method: 'POST',
  path: '/api/dev/idp/sso',
  body: demoIdpSignInForm,
} as const satisfies Endpoint;
export const devIdpContinue = { method: 'GET', path: '/api/dev/idp/continue' } as const satisfies Endpoint;
export const devIdpLogout = { method: 'GET', path: '/api/dev/idp/logout' } as const satisfies Endpoint;
