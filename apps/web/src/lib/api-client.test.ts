import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TOO_MANY_REQUESTS_MESSAGE } from '@casebridge/contract/errors';
import type { Endpoint } from '@casebridge/contract/endpoint';
import { ApiError, createApiClient, filenameOf, GENERIC_ERROR_MESSAGE, type ApiClientDeps } from './api-client';

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Call = { url: string; method: string; authorization: string | null; credentials: RequestCredentials | undefined };

/** A fetch stand-in answering from a list of handlers per path, recording what was sent. */
const stubFetch = (answers: Record<string, (call: Call) => Response>) => {
  const calls: Call[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call: Call = {
      url: input instanceof Request ? input.url : input.toString(),
      method: init?.method ?? 'GET',
      authorization: headers.get('Authorization'),
      credentials: init?.credentials,
    };
    calls.push(call);
    const answer = answers[call.url];
    return Promise.resolve(answer === undefined ? json(404, { error: 'Not Found' }) : answer(call));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
};

const makeClient = (fetch: typeof globalThis.fetch, token: string | null = 'old') => {
  let current = token;
  const deps: ApiClientDeps = {
    fetch,
    fetchWithUploadProgress: (url, init, onProgress) => {
      onProgress(1);
      return fetch(url, init);
    },
    getToken: () => current,
    setToken: (next) => {
      current = next;
    },
    onRefreshRateLimited: vi.fn(),
    onSessionEnded: vi.fn(),
    onUnauthorized: vi.fn(),
  };
  return { client: createApiClient(deps), deps, token: () => current };
};

const thing = z.object({ ok: z.boolean() });
/** A call of the test's stub server, answering `thing`. */
const at = (path: `/api/${string}`) => ({ method: 'GET', path, answer: thing }) as const satisfies Endpoint;

describe('api client', () => {
  it('[A-034] every call carries the stored token as a bearer token', async () => {
    const { fetch, calls } = stubFetch({ '/api/thing': () => json(200, { ok: true }) });
    const { client } = makeClient(fetch, 'abc');
    await expect(client.call(at('/api/thing'))).resolves.toEqual({ ok: true });
    expect(calls[0]?.authorization).toBe('Bearer abc');
    expect(calls[0]?.credentials).toBe('same-origin');
  });

  it('[A-030] a 401 triggers one refresh, the new token replaces the old one and the call is retried', async () => {
    const { fetch, calls } = stubFetch({
      '/api/thing': (call) =>
        call.authorization === 'Bearer new' ? json(200, { ok: true }) : json(401, { error: 'x' }),
      '/api/auth/refresh': () => json(200, { token: 'new' }),
    });
    const { client, token, deps } = makeClient(fetch);
    await expect(client.call(at('/api/thing'))).resolves.toEqual({ ok: true });
    expect(calls.map((call) => `${call.method} ${call.url} ${call.authorization ?? ''}`)).toEqual([
      'GET /api/thing Bearer old',
      'POST /api/auth/refresh Bearer old',
      'GET /api/thing Bearer new',
    ]);
    expect(token()).toBe('new');
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('[A-030] concurrent 401s share one refresh', async () => {
    const { fetch, calls } = stubFetch({
      '/api/thing': (call) =>
        call.authorization === 'Bearer new' ? json(200, { ok: true }) : json(401, { error: 'x' }),
      '/api/auth/refresh': () => json(200, { token: 'new' }),
    });
    const { client } = makeClient(fetch);
    await Promise.all([client.call(at('/api/thing')), client.call(at('/api/thing'))]);
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('[A-027] a 401 after the retry refreshes no more and sends the user to logout', async () => {
    const { fetch, calls } = stubFetch({
      '/api/thing': () => json(401, { error: 'Unauthorized' }),
      '/api/auth/refresh': () => json(200, { token: 'new' }),
    });
    const { client, deps } = makeClient(fetch);
    await expect(client.call(at('/api/thing'))).rejects.toMatchObject({ status: 401, handled: true });
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("[A-027] the middleware check's 401 after the refresh is thrown to the guard, not turned into logout", async () => {
    const { fetch } = stubFetch({
      '/api/auth/middleware': () => json(401, { error: 'Unauthorized' }),
      '/api/auth/refresh': () => json(200, { token: 'new' }),
    });
    const { client, deps } = makeClient(fetch);
    await expect(client.call(at('/api/auth/middleware'), { session: 'refresh' })).rejects.toMatchObject({
      status: 401,
      sessionEnded: false,
    });
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('[A-031] a refresh answered 429 shows the rate-limit warning and keeps the session', async () => {
    const { fetch } = stubFetch({
      '/api/thing': () => json(401, { error: 'x' }),
      '/api/auth/refresh': () => json(429, { error: TOO_MANY_REQUESTS_MESSAGE }),
    });
    const { client, deps, token } = makeClient(fetch);
    await expect(client.call(at('/api/thing'))).rejects.toMatchObject({
      status: 429,
      message: TOO_MANY_REQUESTS_MESSAGE,
    });
    expect(deps.onRefreshRateLimited).toHaveBeenCalledTimes(1);
    expect(deps.onSessionEnded).not.toHaveBeenCalled();
    expect(token()).toBe('old');
  });

  it('[A-031] any other refresh failure ends the session', async () => {
    const { fetch } = stubFetch({
      '/api/thing': () => json(401, { error: 'x' }),
      '/api/auth/refresh': () => json(401, { error: 'Unauthorized' }),
    });
    const { client, deps } = makeClient(fetch);
    await expect(client.call(at('/api/thing'))).rejects.toMatchObject({ sessionEnded: true });
    expect(deps.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(deps.onRefreshRateLimited).not.toHaveBeenCalled();
  });

  it('a 401 on a credentials call (login) is the answer itself: no refresh', async () => {
    const { fetch, calls } = stubFetch({
      '/api/auth/login': () => json(401, { error: 'These credentials do not match.' }),
    });
    const { client, deps } = makeClient(fetch, null);
    await expect(
      client.call({ ...at('/api/auth/login'), method: 'POST', body: z.object({}) }, { body: {}, session: 'none' }),
    ).rejects.toMatchObject({ status: 401, message: 'These credentials do not match.', handled: false });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.authorization).toBeNull();
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 422 carries the field map and its first message', async () => {
    const { fetch } = stubFetch({
      '/api/form': () => json(422, { errors: { email: ['Please enter a valid email address.', 'x'], name: ['y'] } }),
    });
    const { client } = makeClient(fetch);
    const error: unknown = await client
      .call({ ...at('/api/form'), method: 'POST', body: z.object({}) }, { body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Please enter a valid email address.',
      fieldErrors: { email: ['Please enter a valid email address.', 'x'], name: ['y'] },
    });
  });

  it("[X-045] 403 is treated like the unauthorized answer; 404 and 5xx carry the server's message or a generic one", async () => {
    const { fetch } = stubFetch({
      '/api/forbidden': () => json(403, { error: 'Forbidden' }),
      '/api/missing': () => json(404, { error: 'Company not found.' }),
      '/api/broken': () => new Response('<html>oops</html>', { status: 502 }),
    });
    const { client, deps } = makeClient(fetch);
    await expect(client.call(at('/api/forbidden'))).rejects.toMatchObject({ status: 403 });
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(client.call(at('/api/missing'))).rejects.toMatchObject({
      status: 404,
      message: 'Company not found.',
      handled: false,
    });
    await expect(client.call(at('/api/broken'))).rejects.toMatchObject({
      status: 502,
      message: GENERIC_ERROR_MESSAGE,
    });
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('an answer that does not match the contract is an error, not data', async () => {
    const { fetch } = stubFetch({ '/api/thing': () => json(200, { ok: 'yes' }) });
    const { client } = makeClient(fetch);
    await expect(client.call(at('/api/thing'))).rejects.toBeInstanceOf(ApiError);
  });
});

describe('uploads', () => {
  it('a multipart call given onUploadProgress reports its progress, also through a refresh and retry', async () => {
    const { fetch, calls } = stubFetch({
      '/api/upload': (call) => (call.authorization === 'Bearer new' ? json(201, { ok: true }) : json(401, {})),
      '/api/auth/refresh': () => json(200, { token: 'new' }),
    });
    const { client } = makeClient(fetch);
    const progress: number[] = [];
    const upload = { method: 'POST', path: '/api/upload', answer: thing } as const satisfies Endpoint;
    await expect(
      client.call(upload, { body: new FormData(), onUploadProgress: (fraction) => progress.push(fraction) }),
    ).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.url)).toEqual(['/api/upload', '/api/auth/refresh', '/api/upload']);
    expect(progress).toEqual([1, 1]);
  });
});

describe('downloads', () => {
  it('a file comes back as a blob under the name of its Content-Disposition, UTF-8 form first', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response('bytes', {
          status: 200,
          headers: {
            'Content-Disposition': `attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
          },
        }),
      ),
    );
    const { client } = makeClient(fetch);
    const file = await client.downloadFile(at('/api/caller/case/t/files/1/download'));
    expect(file.filename).toBe('résumé.pdf');
    expect(await file.blob.text()).toBe('bytes');
    expect(filenameOf('attachment; filename="plain.png"')).toBe('plain.png');
    expect(filenameOf(null)).toBe('download');
  });
});
