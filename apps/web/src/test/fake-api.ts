import { vi } from 'vitest';
import type { MeAnswer } from '@casebridge/contract/auth';
import type { PublicConfig } from '@casebridge/contract/config';
import type { MembershipType, Role } from '@casebridge/contract/enums';

/**
 * A stand-in for the server behind fetch (fetch is not our code): enough of /api/auth/* and /api/config for the
 * shell's flows. Tokens are "token-{userId}"; the refresh cookie is modelled as the last session started.
 */
export type FakeUser = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  role: Role;
  level: MembershipType | null;
};

export const fakeConfig: PublicConfig = {
  upload_limit_bytes: 20 * 1024 * 1024,
  app_domain: 'localhost',
  product_name: 'CaseBridge',
  events_url: null,
  training_url: null,
  dev_mailbox: true,
  case_exchange: false,
  membership_email: 'membership@casebridge.test',
  logo_service_url: null,
  payment_provider: 'test',
};

export const fakeUsers: FakeUser[] = [
  {
    id: 1,
    first_name: 'Sam',
    last_name: 'Admin',
    email: 'admin@casebridge.test',
    password: 'Secret#1',
    role: 'super_admin',
    level: null,
  },
  {
    id: 7,
    first_name: 'Dana',
    last_name: 'Reyes',
    email: 'dana@acme.test',
    password: 'Secret#1',
    role: 'caller',
    level: 'premium',
  },
  {
    id: 8,
    first_name: 'Lee',
    last_name: 'Park',
    email: 'lee@acme.test',
    password: 'Secret#1',
    role: 'business_manager',
    level: 'premium',
  },
];

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The /api/auth/me answer for a fake user (Acme Storage when the user has a membership level). */
export const meOf = (user: FakeUser, impersonator: FakeUser | null = null): MeAnswer => ({
  user: {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: null,
    phone_country_code: 'US',
    country_id: null,
    city: null,
    role: user.role,
    type: 'basic',
    status: 'active',
    company_id: user.level === null ? null : 3,
    agreement_date: null,
    force_update_profile: false,
    force_update_agreement: false,
  },
  company:
    user.level === null
      ? null
      : {
          id: 3,
          name: 'Acme Storage',
          slug: 'acme',
          url: null,
          domain: 'acme.test',
          status: 'active',
          membership_type: user.level,
          login_method: 'requires_registration',
        },
  company_note: null,
  can_edit_company_note: false,
  impersonator:
    impersonator === null
      ? null
      : { id: impersonator.id, name: `${impersonator.first_name} ${impersonator.last_name}` },
});

export type FakeCall = {
  method: string;
  path: string;
  authorization: string | null;
  idempotencyKey: string | null;
  body: unknown;
  /** The request's abort signal: aborted once the app cancelled it. */
  signal: AbortSignal | null;
};

/** What a handler of answerUsing answers: a status and body, or 'hang' for a request that never answers. */
export type FakeReply = { status: number; body: unknown } | 'hang';

export const installFakeApi = (options: { expired?: Set<string> } = {}) => {
  const calls: FakeCall[] = [];
  const overrides = new Map<string, () => Response>();
  const handlers = new Map<string, (query: URLSearchParams) => FakeReply>();
  const expired = options.expired ?? new Set<string>();
  let cookieUser: number | null = null;
  let impersonatedBy: number | null = null;
  let issued = 0;
  const tokens = new Map<string, number>();
  const issue = (userId: number): string => {
    issued += 1;
    const token = `token-${String(userId)}-${String(issued)}`;
    tokens.set(token, userId);
    return token;
  };
  const userOf = (authorization: string | null): FakeUser | null => {
    const token = authorization?.replace(/^Bearer /, '') ?? '';
    if (expired.has(token)) return null;
    const id = tokens.get(token);
    return fakeUsers.find((user) => user.id === id) ?? null;
  };

  const answer = (input: RequestInfo | URL, init?: RequestInit): Response | Promise<Response> => {
    const path = input instanceof Request ? input.url : input.toString();
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const authorization = headers.get('Authorization');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    const signal = init?.signal ?? null;
    calls.push({ method, path, authorization, idempotencyKey: headers.get('Idempotency-Key'), body, signal });
    const caller = userOf(authorization);
    const route = `${method} ${path}`;
    const override = overrides.get(route);
    if (override !== undefined) return override();
    const [routePath = '', query = ''] = route.split('?');
    const handler = handlers.get(routePath);
    if (handler !== undefined) {
      const reply = handler(new URLSearchParams(query));
      if (reply !== 'hang') return json(reply.status, reply.body);
      // As fetch does: a cancelled request fails with an AbortError.
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => {
          reject(new DOMException('The request was cancelled.', 'AbortError'));
        });
      });
    }

    if (route === 'GET /api/config') return json(200, fakeConfig);
    if (route === 'POST /api/auth/login') {
      const { email, password } = body as { email: string; password: string };
      const user = fakeUsers.find((candidate) => candidate.email === email && candidate.password === password);
      if (user === undefined) return json(401, { error: 'These credentials do not match our records.' });
      cookieUser = user.id;
      impersonatedBy = null;
      return json(200, { token: issue(user.id) });
    }
    if (route === 'POST /api/auth/refresh') {
      // The admin's bearer swaps the cookie back to the admin session (A-038).
      if (caller?.role === 'super_admin' && impersonatedBy === caller.id) {
        cookieUser = caller.id;
        impersonatedBy = null;
      }
      return cookieUser === null ? json(401, { error: 'Unauthorized' }) : json(200, { token: issue(cookieUser) });
    }
    if (route === 'POST /api/auth/logout') {
      cookieUser = null;
      return json(200, { message: 'Logged out.' });
    }
    if (route === 'GET /api/auth/middleware') {
      if (authorization === null) return json(200, { authorized: false, role: null, level: null });
      if (caller === null) return json(401, { error: 'Unauthorized' });
      return json(200, { authorized: true, role: caller.role, level: caller.level });
    }
    if (route === 'GET /api/auth/me') {
      if (caller === null) return json(401, { error: 'Unauthorized' });
      const admin = fakeUsers.find((user) => user.id === impersonatedBy) ?? null;
      return json(200, meOf(caller, admin));
    }
    const loginAs = /^GET \/api\/auth\/super_admin\/login_as_user\/(\d+)$/.exec(route);
    if (loginAs !== null) {
      if (caller?.role !== 'super_admin') return json(403, { error: 'Forbidden' });
      const target = fakeUsers.find((user) => user.id === Number(loginAs[1]));
      if (target === undefined) return json(404, { error: 'Not Found' });
      impersonatedBy = caller.id;
      cookieUser = target.id;
      return json(200, { token: issue(target.id), user_id: target.id, company_id: 3 });
    }
    const saUser = /^GET \/api\/super_admin\/users\/(\d+)$/.exec(route);
    if (saUser !== null) {
      if (caller?.role !== 'super_admin') return json(403, { error: 'Forbidden' });
      const target = fakeUsers.find((user) => user.id === Number(saUser[1]));
      if (target === undefined) return json(404, { error: 'Not Found' });
      const me = meOf(target, null);
      return json(200, {
        user: {
          ...me.user,
          last_login_date: null,
          registration_type: null,
          agreement_date: null,
          focus_group: false,
          country: null,
          group_access: [],
          community_access: [],
        },
        company: me.company,
        access: [],
        communities: [],
        // The server's rules, as get-user-for-admin.ts answers them: a company's user is managed and may be
        // logged in as while active; a super admin's account neither.
        can_manage: target.role !== 'super_admin',
        can_login_as: target.role !== 'super_admin' && me.user.status === 'active',
      });
    }
    return json(404, { error: 'Not Found' });
  };
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(answer(input, init)));

  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** Starts a session as the user, as if they had logged in before the page loaded. */
    signInAs: (userId: number): string => {
      cookieUser = userId;
      return issue(userId);
    },
    expire: (token: string) => expired.add(token),
    /** Answers "METHOD /api/path" with the given status and body instead (null restores the fake). */
    answerWith: (route: string, status: number | null, body: unknown = {}) => {
      if (status === null) overrides.delete(route);
      else overrides.set(route, () => json(status, body));
    },
    /** Answers "METHOD /api/path", whatever its query, as `reply` says for the query (a fake server's reading). */
    answerUsing: (route: string, reply: (query: URLSearchParams) => FakeReply) => {
      handlers.set(route, reply);
    },
  };
};
