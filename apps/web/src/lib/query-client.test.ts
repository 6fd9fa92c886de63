import { afterEach, describe, expect, it, vi } from 'vitest';
import { flashAlert, getAlerts, showAlert } from './alerts';
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

  it('[X-045] the next action that succeeds clears the page’s warnings and errors, not its notices or what a navigation carries', async () => {
    const client = createQueryClient();
    const run = (mutationFn: () => Promise<unknown>) =>
      client
        .getMutationCache()
        .build(client, { mutationFn })
        .execute(undefined)
        .catch(() => undefined);
    await run(() => Promise.reject(new ApiError(409, 'The case changed meanwhile.')));
    showAlert({ type: 'error', message: 'The file could not be downloaded.' });
    showAlert({ type: 'success', message: 'Profile Updated' });
    flashAlert({ type: 'error', message: 'Access denied.' });
    expect(getAlerts()).toHaveLength(4);
    await run(() => Promise.resolve('saved'));
    expect(getAlerts().map((alert) => alert.message)).toEqual(['Profile Updated', 'Access denied.']);
  });
});
