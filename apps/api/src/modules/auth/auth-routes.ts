import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  forgotPasswordBody,
  loginAsUserAnswer,
  loginAsUserParams,
  loginBody,
  meAnswer,
  middlewareAnswer,
  resetPasswordBody,
  successAnswer,
  tokenAnswer,
} from '@casebridge/contract/auth';
import { messageSchema } from '@casebridge/contract/errors';
import type { AppDeps } from '../../app-deps.ts';
import { checkAccess, getCurrentSession } from './get-current-session.ts';
import { loginAsUser } from './login-as-user.ts';
import { refreshAccess } from './refresh-access.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { ADMIN_REFRESH_COOKIE, REFRESH_COOKIE } from './session-tokens.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/api/auth',
    secure: deps.config.publicUrl.startsWith('https://'),
    maxAge: deps.config.refreshTokenTtl,
  };
  const setRefreshCookie = (reply: FastifyReply, name: string, value: string) =>
    reply.setCookie(name, value, cookieOptions);
  const clearCookie = (reply: FastifyReply, name: string) => reply.clearCookie(name, { path: cookieOptions.path });
  const cookies = (request: FastifyRequest) => ({
    refreshToken: request.cookies[REFRESH_COOKIE],
    adminRefreshToken: request.cookies[ADMIN_REFRESH_COOKIE],
  });
  const bearer = (request: FastifyRequest) => request.headers.authorization?.replace(/^Bearer\s+/, '') || undefined;

  r.post('/api/auth/login', {
    config: { access: 'public' },
    schema: {
      operationId: 'authLogin',
      summary: 'Sign in with email and password',
      tags: ['auth'],
      body: loginBody,
      response: { 200: tokenAnswer },
    },
    handler: async (request, reply) => {
      const held = cookies(request);
      const tokens = await signIn(deps, request.body, request.ip, [held.refreshToken, held.adminRefreshToken]);
      clearCookie(reply, ADMIN_REFRESH_COOKIE);
      setRefreshCookie(reply, REFRESH_COOKIE, tokens.refreshToken);
      return { token: tokens.accessToken };
    },
  });

  r.post('/api/auth/refresh', {
    config: { access: 'public' },
    schema: {
      operationId: 'authRefresh',
      summary: 'Get a new access token for the refresh cookie',
      tags: ['auth'],
      response: { 200: tokenAnswer },
    },
    handler: async (request, reply) => {
      const result = await refreshAccess(deps, { ...cookies(request), bearer: bearer(request) }, request.ip);
      if (result.refreshToken) setRefreshCookie(reply, REFRESH_COOKIE, result.refreshToken);
      if (result.endedImpersonation) clearCookie(reply, ADMIN_REFRESH_COOKIE);
      return { token: result.accessToken };
    },
  });

  r.post('/api/auth/logout', {
    config: { access: 'public' },
    schema: {
      operationId: 'authLogout',
      summary: 'Sign out: revoke the refresh cookie',
      tags: ['auth'],
      response: { 200: messageSchema },
    },
    handler: async (request, reply) => {
      const answer = await signOut(deps, cookies(request));
      clearCookie(reply, REFRESH_COOKIE);
      clearCookie(reply, ADMIN_REFRESH_COOKIE);
      return answer;
    },
  });

  r.get('/api/auth/me', {
    config: { access: 'user' },
    schema: {
      operationId: 'authMe',
      summary: 'Read the signed-in user and their company',
      tags: ['auth'],
      response: { 200: meAnswer },
    },
    handler: (request) => getCurrentSession(deps, request.actor),
  });

  r.get('/api/auth/middleware', {
    config: { access: 'public' },
    schema: {
      operationId: 'authMiddleware',
      summary: 'Check what the bearer token may open (authorized, role, level)',
      tags: ['auth'],
      response: { 200: middlewareAnswer },
    },
    handler: (request) => checkAccess(request.actor, request.tokenStatus),
  });

  r.post('/api/auth/forgot_password', {
    config: { access: 'public' },
    schema: {
      operationId: 'authForgotPassword',
      summary: 'Email a password reset link',
      tags: ['auth'],
      body: forgotPasswordBody,
      response: { 200: successAnswer },
    },
    handler: (request) => requestPasswordReset(deps, request.body, request.ip),
  });

  r.post('/api/auth/reset_password', {
    config: { access: 'token' },
    schema: {
      operationId: 'authResetPassword',
      summary: 'Set a new password with an emailed reset token',
      tags: ['auth'],
      body: resetPasswordBody,
      response: { 200: successAnswer },
    },
    handler: (request) => resetPassword(deps, request.body, request.ip),
  });

  // DECISIONS 1: both paths of the spec, one handler.
  for (const url of ['/api/auth/super_admin/login_as_user/:user_id', '/api/super_admin/login_as_user/:user_id']) {
    r.get(url, {
      config: { access: 'super_admin' },
      schema: {
        operationId: url.startsWith('/api/auth/') ? 'authSuperAdminLoginAsUser' : 'superAdminLoginAsUser',
        summary: 'Continue as another user, keeping the super admin session',
        tags: ['auth'],
        params: loginAsUserParams,
        response: { 200: loginAsUserAnswer },
      },
      handler: async (request, reply) => {
        const result = await loginAsUser(deps, request.actor, request.params.user_id, request.ip);
        const adminRefresh = request.cookies[REFRESH_COOKIE];
        if (adminRefresh) setRefreshCookie(reply, ADMIN_REFRESH_COOKIE, adminRefresh);
        setRefreshCookie(reply, REFRESH_COOKIE, result.refreshToken);
        return { token: result.accessToken, user_id: result.userId, company_id: result.companyId };
      },
    });
  }
}
