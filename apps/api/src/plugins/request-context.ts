import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  decideAccess,
  LEVEL_DISABLED_MESSAGE,
  NO_ACCESS_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
  type AccessDecision,
  type AccessPolicy,
} from '@casebridge/contract/access';
import type { AppDeps } from '../app-deps.ts';
import type { DbOrTx } from '../db/client.ts';
import type { companies } from '../db/schema/companies.ts';
import type { users } from '../db/schema/users.ts';
import type { Actor } from '../lib/access-policy.ts';
import { checkAccessToken } from '../lib/access-token.ts';
import { AppError } from '../lib/app-error.ts';

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

type SessionRow = {
  user: Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'role' | 'type'>;
  company: Pick<typeof companies.$inferSelect, 'id' | 'slug' | 'membershipType'> | null;
};

/**
 * Who may hold a session is the auth module's rule, shared by sign-in, refresh and every request; app.ts hands it
 * in because plugins import no module.
 */
export type SessionRules<Row extends SessionRow> = {
  /** The token's user and whether its session (refresh family) still lives, in one statement. */
  findSessionUser: (
    db: DbOrTx,
    userId: number,
    sessionId: string,
  ) => Promise<(Row & { isSessionLive: boolean }) | undefined>;
  findUserWithCompanyById: (db: DbOrTx, userId: number) => Promise<Row | undefined>;
  sessionRefusal: (row: Row) => string | null;
  mayImpersonate: (admin: Row | undefined) => boolean;
  /** Whether a token issued at `issuedAt` (seconds) was ended by a later password change of this user. */
  predatesPasswordChange: (row: Row, issuedAt: number) => boolean;
};

/** The `Authorization: Bearer` token of a request, if it sends one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token === '' ? null : token;
}

async function loadActor<Row extends SessionRow>(
  deps: AppDeps,
  {
    findSessionUser,
    findUserWithCompanyById,
    sessionRefusal,
    mayImpersonate,
    predatesPasswordChange,
  }: SessionRules<Row>,
  token: string,
): Promise<{ actor: Actor | null; status: TokenStatus }> {
  const check = checkAccessToken(token, deps.config.secret);
  if (check.status !== 'valid') return { actor: null, status: check.status };
  const row = await findSessionUser(deps.db, check.claims.sub, check.claims.sid);
  // Ended sessions (logout, reuse, a password change, disabling) end their access tokens at once, impersonation too.
  if (!row?.isSessionLive || sessionRefusal(row) || predatesPasswordChange(row, check.claims.iat))
    return { actor: null, status: 'refused' };
  if (check.claims.imp !== null) {
    const admin = await findUserWithCompanyById(deps.db, check.claims.imp);
    if (!admin || !mayImpersonate(admin) || predatesPasswordChange(admin, check.claims.iat))
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
      sessionId: check.claims.sid,
    },
  };
}

/**
 * The one chokepoint for who may call what: every route declares `config.access`; this hook resolves the actor
 * from the bearer token and refuses the request before validation or the handler runs. A route without a policy
 * is refused outright (and the routes test fails on it).
 */
export function registerRequestContext<Row extends SessionRow>(
  app: FastifyInstance,
  deps: AppDeps,
  sessions: SessionRules<Row>,
  registry: RegisteredRoute[],
): void {
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
      const { actor, status } = await loadActor(deps, sessions, token);
      request.actor = actor;
      request.tokenStatus = status;
    }
    if (!request.routeOptions.url) return; // the not-found handler
    if (!policy) throw new AppError('forbidden', 'This route declares no access policy.');
    const decision = decideAccess(policy, request.actor);
    if (decision !== 'allow') throw accessRefusal(decision);
  });
}

/** The answer to a refused request; the API document lists these per route from the same function. */
export function accessRefusal(decision: Exclude<AccessDecision, 'allow'>): AppError {
  switch (decision) {
    case 'unauthenticated':
      return new AppError('unauthorized', UNAUTHENTICATED_MESSAGE);
    case 'forbidden':
      return new AppError('forbidden', NO_ACCESS_MESSAGE);
    case 'membership':
      return new AppError('forbidden', LEVEL_DISABLED_MESSAGE);
  }
}
