import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { decideAccess, type AccessPolicy, type Actor } from '../lib/access-policy.ts';
import { checkAccessToken } from '../lib/access-token.ts';
import { AppError } from '../lib/app-error.ts';
import { findUserWithCompanyById } from '../modules/auth/auth-repository.ts';
import { mayImpersonate, sessionRefusal } from '../modules/auth/sign-in-policy.ts';

export type TokenStatus = 'none' | 'valid' | 'invalid' | 'expired' | 'refused';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    actor: Actor | null;
    tokenStatus: TokenStatus;
  }
}

/** Read lazily: a plugin may set a route's policy in its own onRoute hook after this one has seen the route. */
export type RegisteredRoute = { method: string; url: string; readonly access: AccessPolicy | undefined };

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token === '' ? null : token;
}

/** A password reset or change ends the tokens issued before it; both times are whole seconds (iat has no more). */
const predatesPasswordChange = (iat: number, user: { tokensValidAfter: Date | null }) =>
  iat * 1000 < (user.tokensValidAfter?.getTime() ?? 0);

async function loadActor(deps: AppDeps, token: string): Promise<{ actor: Actor | null; status: TokenStatus }> {
  const check = checkAccessToken(token, deps.config.secret);
  if (check.status !== 'valid') return { actor: null, status: check.status };
  const row = await findUserWithCompanyById(deps.db, check.claims.sub);
  if (!row || sessionRefusal(row) || predatesPasswordChange(check.claims.iat, row.user))
    return { actor: null, status: 'refused' };
  if (check.claims.imp !== null) {
    const admin = await findUserWithCompanyById(deps.db, check.claims.imp);
    if (!admin || !mayImpersonate(admin) || predatesPasswordChange(check.claims.iat, admin.user))
      return { actor: null, status: 'refused' };
  }
  return {
    status: 'valid',
    actor: {
      userId: row.user.id,
      firstName: row.user.firstName,
      lastName: row.user.lastName,
      role: row.user.role,
      type: row.user.type,
      companyId: row.company?.id ?? null,
      companySlug: row.company?.slug ?? null,
      membershipType: row.company?.membershipType ?? null,
      impersonatorId: check.claims.imp,
    },
  };
}

/**
 * The one chokepoint for who may call what: every route declares `config.access`; this hook resolves the actor
 * from the bearer token and refuses the request before validation or the handler runs. A route without a policy
 * is refused outright (and the routes test fails on it).
 */
export function registerRequestContext(app: FastifyInstance, deps: AppDeps, registry: RegisteredRoute[]): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('tokenStatus', 'none');

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      registry.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config.access;
    const token = bearerToken(request);
    if (token) {
      const { actor, status } = await loadActor(deps, token);
      request.actor = actor;
      request.tokenStatus = status;
    }
    if (!request.routeOptions.url) return; // the not-found handler
    if (!policy) throw new AppError('forbidden', 'This route declares no access policy.');
    switch (decideAccess(policy, request.actor, deps.config.isProduction)) {
      case 'allow':
        return;
      case 'unauthenticated':
        throw new AppError('unauthorized', 'Unauthenticated.');
      case 'forbidden':
        throw new AppError('forbidden', 'You do not have access to see this page.');
      case 'membership':
        throw new AppError('forbidden', 'Your membership level disables access to this feature.');
      case 'not_found':
        throw new AppError('not_found', 'Not found.');
    }
  });
}
