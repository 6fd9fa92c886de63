import { vi } from 'vitest';

export type StubCall = { method: string; path: string; body: unknown };
type Answer = { status: number; body: unknown };

/**
 * A stand-in for the server behind fetch (fetch is not our code): answers "METHOD /api/path" from a table that the
 * test may change between steps, and records every call.
 */
export const stubApi = (routes: Record<string, Answer | ((body: unknown) => Answer)>) => {
  const calls: StubCall[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = input instanceof Request ? input.url : input.toString();
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { error: 'Not Found' } });
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, routes };
};
