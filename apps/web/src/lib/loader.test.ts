import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isLoaderVisible, withLoader } from './loader';

describe('withLoader', () => {
  it('[A-010] shows the overlay while the request runs and hides it when it ends, also with validation errors', async () => {
    let finish: (() => void) | undefined;
    const running = withLoader(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(isLoaderVisible()).toBe(true);
    finish?.();
    await running;
    expect(isLoaderVisible()).toBe(false);

    const failing = withLoader(() => Promise.reject(new ApiError(422, 'x', { fieldErrors: { email: ['x'] } })));
    expect(isLoaderVisible()).toBe(true);
    await expect(failing).rejects.toBeInstanceOf(ApiError);
    expect(isLoaderVisible()).toBe(false);
  });
});
