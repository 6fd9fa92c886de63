import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_RELOAD_MS, useIdleReload } from './idle-reload';

describe('useIdleReload', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('[A-032] reloads after one hour without a route change; a route change restarts the hour', () => {
    expect(IDLE_RELOAD_MS).toBe(3_600_000);
    const reload = vi.fn();
    const { rerender } = renderHook(
      ({ route }) => {
        useIdleReload(route, reload);
      },
      { initialProps: { route: 'a' } },
    );
    vi.advanceTimersByTime(IDLE_RELOAD_MS - 1000);
    rerender({ route: 'b' });
    vi.advanceTimersByTime(IDLE_RELOAD_MS - 1000);
    expect(reload).not.toHaveBeenCalled();
    rerender({ route: 'b' });
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
