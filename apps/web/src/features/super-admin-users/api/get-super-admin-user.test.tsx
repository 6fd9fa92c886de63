import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/session-storage';
import { installFakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/render';
import { useSuperAdminUser } from './get-super-admin-user';

const wrapper = ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders>;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSuperAdminUser', () => {
  it('[A-028] waits for the access token and never calls without it', async () => {
    const api = installFakeApi();
    const { result } = renderHook(() => useSuperAdminUser(7), { wrapper });
    // A query that may run starts fetching as it mounts: idle and pending after the mount means it waits.
    expect(result.current).toMatchObject({ fetchStatus: 'idle', status: 'pending' });
    expect(api.calls).toEqual([]);

    act(() => {
      setToken(api.signInAs(1));
    });
    await waitFor(() => {
      expect(result.current.data?.user.first_name).toBe('Dana');
    });
    expect(api.calls.map((call) => [call.path, call.authorization?.startsWith('Bearer token-1-')])).toEqual([
      ['/api/super_admin/users/7', true],
    ]);
  });
});
