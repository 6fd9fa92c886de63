import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authForgotPassword,
  authLogin,
  authLogout,
  authMe,
  authMiddleware,
  authRefresh,
  authResetPassword,
  authSuperAdminLoginAsUser,
  callerAutoLogin,
  callerLink,
  superAdminLoginAsUser,
} from '@casebridge/contract/auth';
import { validationErrorSchema } from '@casebridge/contract/errors';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { AppError } from '../../lib/app-error.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { isOwnSiteRequest } from '../../lib/same-site-request.ts';
import { autoLogin } from './auto-login.ts';
import { checkAccess, getCurrentSession } from './get-current-session.ts';
import { loginAsUser } from './login-as-user.ts';
import { refreshAccess } from './refresh-access.ts';
import { requestEmailLink } from './request-email-link.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { ADMIN_REFRESH_COOKIE, REFRESH_COOKIE, type SessionTokens } from './session-tokens.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';

// DECISIONS 1: both paths of the spec, one handler.
const LOGIN_AS_USER_ENDPOINTS = [authSuperAdminLoginAsUser, superAdminLoginAsUser];
const LOGIN_AS_USER_URLS: string[] = LOGIN_AS_USER_ENDPOINTS.map((endpoint) => endpoint.path);
// The refresh cookies must reach both login-as-user paths, and nothing outside /api needs them.
const COOKIE_PATH = '/api';
// Where they lived before: a browser sends such an old cookie first, ahead of the current one, so it is expired.
const FORMER_COOKIE_PATH = '/api/auth';
const AUTH_URL = /^\/api\/auth(?:[/?]|$)/;

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: COOKIE_PATH,
    secure: deps.config.publicUrl.startsWith('https://'),
    maxAge: deps.config.refreshTokenTtl,
  };
  const setRefreshCookie = (reply: FastifyReply, name: string, value: string) =>
    reply.setCookie(name, value, cookieOptions).clearCookie(name, { path: FORMER_COOKIE_PATH });
  const clearCookie = (reply: FastifyReply, name: string) =>
    reply.clearCookie(name, { path: COOKIE_PATH }).clearCookie(name, { path: FORMER_COOKIE_PATH });
  const cookies = (request: FastifyRequest) => ({
    refreshToken: request.cookies[REFRESH_COOKIE],
    adminRefreshToken: request.cookies[ADMIN_REFRESH_COOKIE],
  });
  const bearer = (request: FastifyRequest) => request.headers.authorization?.replace(/^Bearer\s+/, '') || undefined;
  /**
   * A new sign-in (password or emailed link): the credentials the browser held end with it, the admin's kept one
   * included, and the new refresh credential replaces them.
   */
  const startNewSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    start: (heldBefore: (string | undefined)[]) => Promise<SessionTokens>,
  ) => {
    const held = cookies(request);
    const tokens = await start([held.refreshToken, held.adminRefreshToken]);
    clearCookie(reply, ADMIN_REFRESH_COOKIE);
    setRefreshCookie(reply, REFRESH_COOKIE, tokens.refreshToken);
    return { token: tokens.accessToken };
  };
  /** The routes that act on the refresh cookies: a foreign page must not make a browser send them (CSRF). */
  const sessionCookieRoute: { onRequest: onRequestHookHandler } = {
    onRequest: (request, _reply, done) => {
      const ownSite = isOwnSiteRequest(request.headers, deps.config);
      done(ownSite ? undefined : new AppError('forbidden', 'This request must come from the CaseBridge pages.'));
    },
  };

  // The failures these routes document beside the ones the checkpoint adds (api-docs.ts).
  const crossSite = errorAnswer('The request came from another site (Sec-Fetch-Site or Origin): nothing was done.');
  const tooMany = errorAnswer('Too many attempts from this address: try again later.');

  // These answers issue, name or refuse sessions: no cache may keep one, errors and unknown auth paths included.
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url ?? '';
    if (AUTH_URL.test(request.url) || LOGIN_AS_USER_URLS.includes(route) || route === callerAutoLogin.path)
      reply.header('cache-control', 'no-store');
    return payload;
  });

  r.route({
    ...routeOf(authLogin),
    ...sessionCookieRoute,
    config: { access: 'public' },
    schema: {
      operationId: 'authLogin',
      summary: 'Sign in with email and password',
      tags: ['auth'],
      body: authLogin.body,
      response: {
        200: authLogin.answer,
        401: errorAnswer('These credentials do not match our records.'),
        403: errorAnswer(
          'The account or its company is disabled, must use single sign-on or verify its email; or the request came from another site.',
        ),
        429: tooMany,
      },
    },
    handler: (request, reply) =>
      startNewSession(request, reply, (held) => signIn(deps, request.body, request.ip, held)),
  });

  r.route({
    ...routeOf(authRefresh),
    ...sessionCookieRoute,
    config: { access: 'public' },
    schema: {
      operationId: 'authRefresh',
      summary: 'Get a new access token for the refresh cookie',
      tags: ['auth'],
      response: {
        200: authRefresh.answer,
        401: errorAnswer('The session has ended: sign in again.'),
        403: crossSite,
        429: tooMany,
      },
    },
    handler: async (request, reply) => {
      const result = await refreshAccess(deps, { ...cookies(request), bearer: bearer(request) }, request.ip);
      if (result.refreshToken) setRefreshCookie(reply, REFRESH_COOKIE, result.refreshToken);
      if (result.endedAdminCredential) clearCookie(reply, ADMIN_REFRESH_COOKIE);
      return { token: result.accessToken };
    },
  });

  r.route({
    ...routeOf(authLogout),
    ...sessionCookieRoute,
    config: { access: 'public' },
    schema: {
      operationId: 'authLogout',
      summary: "Sign out: revoke the refresh cookie (and name the SSO company's logout URL)",
      tags: ['auth'],
      response: { 200: authLogout.answer, 403: crossSite },
    },
    handler: async (request, reply) => {
      const answer = await signOut(deps, request.actor, cookies(request));
      clearCookie(reply, REFRESH_COOKIE);
      clearCookie(reply, ADMIN_REFRESH_COOKIE);
      return answer;
    },
  });

  r.route({
    ...routeOf(authMe),
    config: { access: 'user' },
    schema: {
      operationId: 'authMe',
      summary: 'Read the signed-in user and their company',
      tags: ['auth'],
      response: { 200: authMe.answer },
    },
    handler: (request) => getCurrentSession(deps, request.actor),
  });

  r.route({
    ...routeOf(authMiddleware),
    config: { access: 'public' },
    schema: {
      operationId: 'authMiddleware',
      summary: 'Check what the bearer token may open (authorized, role, level)',
      tags: ['auth'],
      response: { 200: authMiddleware.answer, 401: errorAnswer('The bearer token no longer holds.') },
    },
    handler: (request) => checkAccess(request.actor, request.tokenStatus),
  });

  r.route({
    ...routeOf(authForgotPassword),
    config: { access: 'public' },
    schema: {
      operationId: 'authForgotPassword',
      summary: 'Email a password reset link',
      tags: ['auth'],
      body: authForgotPassword.body,
      response: { 200: authForgotPassword.answer, 429: tooMany },
    },
    handler: (request) => requestPasswordReset(deps, request.body, request.ip),
  });

  r.route({
    ...routeOf(authResetPassword),
    config: { access: 'token' },
    schema: {
      operationId: 'authResetPassword',
      summary: 'Set a new password with an emailed reset token',
      tags: ['auth'],
      body: authResetPassword.body,
      response: {
        200: authResetPassword.answer,
        400: errorAnswer('The link is invalid or has expired, or belongs to another email address.'),
        429: tooMany,
      },
    },
    handler: (request) => resetPassword(deps, request.body, request.ip),
  });

  r.route({
    ...routeOf(callerAutoLogin),
    ...sessionCookieRoute,
    config: { access: 'token' },
    schema: {
      operationId: 'callerAutoLogin',
      summary: 'Sign in with an emailed sign-in link (single use)',
      tags: ['auth'],
      body: callerAutoLogin.body,
      response: {
        200: callerAutoLogin.answer,
        400: errorAnswer('The link is unknown, used or expired.'),
        403: errorAnswer('The account or its company is disabled, or the request came from another site.'),
        429: tooMany,
      },
    },
    handler: (request, reply) =>
      startNewSession(request, reply, (held) => autoLogin(deps, request.body, request.ip, held)),
  });

  r.route({
    ...routeOf(callerLink),
    config: { access: 'public' },
    schema: {
      operationId: 'callerLink',
      summary: "Email a one-time sign-in link to an address at an email_link company's domain",
      tags: ['auth'],
      body: callerLink.body,
      response: {
        200: callerLink.answer,
        403: errorAnswer('The company is disabled.'),
        404: errorAnswer('No company has this id.'),
        409: errorAnswer('The company does not sign in with an email link.'),
        422: errorAnswer(
          "No valid address at the company's domain, or the privacy policy is not accepted.",
          validationErrorSchema,
        ),
        429: tooMany,
      },
    },
    handler: (request) => requestEmailLink(deps, request.body, request.ip),
  });

  for (const endpoint of LOGIN_AS_USER_ENDPOINTS) {
    r.route({
      ...routeOf(endpoint),
      ...sessionCookieRoute,
      config: { access: 'super_admin' },
      schema: {
        operationId: endpoint === authSuperAdminLoginAsUser ? 'authSuperAdminLoginAsUser' : 'superAdminLoginAsUser',
        summary: 'Continue as another user, keeping the super admin session',
        tags: ['auth'],
        params: endpoint.params,
        response: {
          200: endpoint.answer,
          403: errorAnswer(
            'The target is a super admin, the caller is impersonating, or the request came from another site.',
          ),
          404: errorAnswer('No user has this id.'),
          409: errorAnswer('The user or the company is disabled.'),
        },
      },
      handler: async (request, reply) => {
        const held = cookies(request);
        const result = await loginAsUser(deps, request.actor, request.params.user_id, request.ip, [
          held.refreshToken,
          held.adminRefreshToken,
        ]);
        if (result.adminRefreshToken) setRefreshCookie(reply, ADMIN_REFRESH_COOKIE, result.adminRefreshToken);
        else clearCookie(reply, ADMIN_REFRESH_COOKIE);
        setRefreshCookie(reply, REFRESH_COOKIE, result.refreshToken);
        return { token: result.accessToken, user_id: result.userId, company_id: result.companyId };
      },
    });
  }
}
