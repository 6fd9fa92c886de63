import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  decideAccess,
  LEVEL_DISABLED_MESSAGE,
  NO_ACCESS_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
  type AccessDecision,
  type AccessPolicy,
} from '@casebridge/contract/access';
import { TOO_MANY_REQUESTS_MESSAGE } from '@casebridge/contract/errors';
import { API_KEY_REFUSED_MESSAGE, API_KEY_SCOPE_MESSAGE, type ApiKeyScope } from '@casebridge/contract/integrations';
import type { AppDeps } from '../app-deps.ts';
import type { DbOrTx } from '../db/client.ts';
import type { companies } from '../db/schema/companies.ts';
import type { users } from '../db/schema/users.ts';
import type { Actor } from '../lib/access-policy.ts';
import { checkAccessToken } from '../lib/access-token.ts';
import { AppError } from '../lib/app-error.ts';
import { recordRateLimitWindow } from '../lib/rate-limit.ts';

export type TokenStatus = 'none' | 'valid' | 'invalid' | 'expired' | 'refused';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    access?: AccessPolicy;
    /** The API key scope an `api_key` route needs (issue 27). */
    scope?: ApiKeyScope;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    actor: Actor | null;
    tokenStatus: TokenStatus;
    /** The API key of an /api/v1 request (issue 27), null on every other route. */
    apiKeyId: number | null;
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
  /** Issue 27: the live API key a bearer secret names (its last use recorded), from the api-keys module. */
  findApiKeyOfSecret: (
    db: DbOrTx,
    secret: string,
    address: string,
  ) => Promise<{ id: number; companyId: number; userId: number; scopes: readonly ApiKeyScope[] } | undefined>;
};

/** The `Authorization: Bearer` token of a request, if it sends one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token === '' ? null : token;
}

const actorOf = (row: SessionRow, impersonatorId: number | null, sessionId: string): Actor => ({
  userId: row.user.id,
  firstName: row.user.firstName,
  lastName: row.user.lastName,
  role: row.user.role,
  type: row.user.type,
  companyId: row.company?.id ?? null,
  companySlug: row.company?.slug ?? null,
  membershipType: row.company?.membershipType ?? null,
  impersonatorId,
  sessionId,
});

/**
 * Issue 27, ADR 49: the actor of an /api/v1 request, from its API key: the key's API user, who must still be an
 * active API user of the key's company in an active company (the session rules), else the key does not hold.
 */
async function loadKeyActor<Row extends SessionRow>(
  deps: AppDeps,
  { findApiKeyOfSecret, findUserWithCompanyById, sessionRefusal }: SessionRules<Row>,
  secret: string,
  address: string,
): Promise<{ actor: Actor; keyId: number; scopes: readonly ApiKeyScope[] } | null> {
  const key = await findApiKeyOfSecret(deps.db, secret, address);
  if (!key) return null;
  const row = await findUserWithCompanyById(deps.db, key.userId);
  if (!row || sessionRefusal(row) || row.user.role !== 'api' || row.company?.id !== key.companyId) return null;
  return { actor: actorOf(row, null, `api-key:${String(key.id)}`), keyId: key.id, scopes: key.scopes };
}

/**
 * The per-key limit of /api/v1, counted in PostgreSQL so that every instance shares it, reported on every answer
 * (RateLimit-Limit, -Remaining, -Reset: the IETF draft's fields) and refused past it with 429 and Retry-After.
 */
async function limitKey(deps: AppDeps, reply: FastifyReply, keyId: number): Promise<void> {
  const limit = deps.config.apiKeyRateLimit;
  const { count, secondsLeft } = await recordRateLimitWindow(deps.db, `api-key:${String(keyId)}`, 60);
  void reply.header('ratelimit-limit', String(limit));
  void reply.header('ratelimit-remaining', String(Math.max(0, limit - count)));
  void reply.header('ratelimit-reset', String(secondsLeft));
  if (count > limit) throw new AppError('too_many_requests', TOO_MANY_REQUESTS_MESSAGE, undefined, secondsLeft);
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
  return { status: 'valid', actor: actorOf(row, check.claims.imp, check.claims.sid) };
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
  app.decorateRequest('apiKeyId', null);

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

  app.addHook('onRequest', async (request, reply) => {
    const policy = request.routeOptions.config.access;
    const token = bearerToken(request);
    // Issue 27: /api/v1 takes API keys and nothing else; a key is nothing on any other route (no session holds it).
    if (policy === 'api_key') {
      const key = token ? await loadKeyActor(deps, sessions, token, request.ip) : null;
      if (!key) throw new AppError('unauthorized', API_KEY_REFUSED_MESSAGE);
      request.actor = key.actor;
      request.tokenStatus = 'valid';
      request.apiKeyId = key.keyId;
      await limitKey(deps, reply, key.keyId);
      const scope = request.routeOptions.config.scope;
      if (!scope) throw new AppError('forbidden', 'This route declares no API key scope.');
      if (!key.scopes.includes(scope)) throw new AppError('forbidden', API_KEY_SCOPE_MESSAGE(scope));
      return;
    }
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
