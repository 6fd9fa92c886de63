import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAlerts } from './alerts';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('query client', () => {
  it('[A-040] a failed load is only logged, with no message to the user', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createQueryClient();
    await expect(
      client.query({ queryKey: ['x'], queryFn: () => Promise.reject(new ApiError(404, 'Not found.')) }),
    ).rejects.toThrow('Not found.');
    expect(log).toHaveBeenCalled();
    expect(getAlerts()).toEqual([]);
  });

  it("[X-045] a failed action shows the server's message as a warning; field errors stay with the form", async () => {
    const client = createQueryClient();
    const run = (error: ApiError) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(error) })
        .execute(undefined)
        .catch(() => undefined);
    await run(new ApiError(500, 'The server failed.'));
    await run(new ApiError(422, 'x', { fieldErrors: { email: ['x'] } }));
    await run(new ApiError(401, 'Unauthorized', { handled: true }));
    expect(getAlerts().map((alert) => [alert.type, alert.message])).toEqual([['warning', 'The server failed.']]);
  });

  it('a mutation that shows its own errors (meta.showsOwnErrors) gets no banner', async () => {
    const client = createQueryClient();
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => Promise.reject(new ApiError(429, 'Slow down.')),
        meta: { showsOwnErrors: true },
      })
      .execute(undefined)
      .catch(() => undefined);
    expect(getAlerts()).toEqual([]);
  });
});
