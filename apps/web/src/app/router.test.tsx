import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_REQUIRED_MESSAGE, NO_ACCESS_MESSAGE } from '@casebridge/contract/access';
import { queryClient } from '@/lib/query-client';
import { getAdminToken, getToken, savePostLoginRedirect, setRoleAndLevel, setToken } from '@/lib/session-storage';
import { installFakeApi } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { routeObjects } from './router';

const start = (path: string) => renderWithRouter(routeObjects, { initialPath: path, client: queryClient });

const signedInAs = (
  api: ReturnType<typeof installFakeApi>,
  userId: number,
  role: Parameters<typeof setRoleAndLevel>[0],
) => {
  setToken(api.signInAs(userId));
  setRoleAndLevel(role, null);
};

afterEach(() => {
  // Unmount first: clearing the cache under mounted pages would make them fetch again.
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the app routes', () => {
  it('[A-017] a path that matches no route goes to /404', async () => {
    installFakeApi();
    const { router } = start('/no/such/page');
    expect(await screen.findByText('The page you are trying to access cannot be found.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('[A-019] a visitor opening the dashboard lands on the home sign-in with the login alert', async () => {
    installFakeApi();
    const { router } = start('/dashboard');
    expect(await screen.findByText(LOGIN_REQUIRED_MESSAGE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('[A-017] a console path whose id is no id goes to /404 instead of opening a new record', async () => {
    const api = installFakeApi();
    signedInAs(api, 1, 'super_admin');
    for (const path of [
      '/super_admin/user/abc',
      '/super_admin/companies/0x10/users/3',
      '/super_admin/groups/-1/edit',
    ]) {
      cleanup();
      const { router } = start(path);
      await waitFor(() => {
        expect(router.state.location.pathname, path).toBe('/404');
      });
    }
  });

  it('[A-042] [X-040] /msteams/connected/{token} is public: a visitor gets its page, not the login', async () => {
    const api = installFakeApi();
    api.answerWith('POST /api/msteams/connected/abc', 200, {
      connected: false,
      message: 'Invalid Token.',
      group: null,
    });
    const { router } = start('/msteams/connected/abc');
    expect(await screen.findByText('Invalid Token.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/msteams/connected/abc');
    expect(screen.queryByText(LOGIN_REQUIRED_MESSAGE)).toBeNull();
  });

  it('[A-021] a caller on a super admin route is sent to the dashboard with the access alert', async () => {
    const api = installFakeApi();
    signedInAs(api, 7, 'caller');
    const { router } = start('/super_admin/companies');
    expect(await screen.findByText(NO_ACCESS_MESSAGE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByText(/Welcome, Dana Reyes of Acme Storage/)).toBeTruthy();
  });

  it('[A-025] a signed-in super admin opening home goes to the super admin dashboard', async () => {
    const api = installFakeApi();
    signedInAs(api, 1, 'super_admin');
    const { router } = start('/');
    expect(await screen.findByRole('heading', { name: 'Super admin dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/super_admin/dashboard');
  });

  it('[A-030] an expired token is refreshed once and the user loads', async () => {
    const api = installFakeApi();
    const stale = api.signInAs(7);
    api.expire(stale);
    setToken(stale);
    start('/dashboard');
    expect(await screen.findByText(/Welcome, Dana Reyes/)).toBeTruthy();
    expect(getToken()).not.toBe(stale);
    expect(api.calls.filter((call) => call.path === '/api/auth/refresh')).toHaveLength(1);
  });

  it('[H-009] [A-020] signing in stores the token, loads the user and uses the saved destination once', async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    savePostLoginRedirect('/profile');
    const { router } = start('/');
    await user.type(await screen.findByLabelText(/Email/), 'dana@acme.test');
    await user.type(screen.getByLabelText(/Password/), 'Secret#1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeTruthy();
    expect(getToken()).toMatch(/^token-7-/);
    expect(api.calls.some((call) => call.path === '/api/auth/me')).toBe(true);

    // The destination was used: the next sign-in goes to the dashboard.
    setToken(null);
    queryClient.removeQueries({ queryKey: ['auth'] });
    await act(() => router.navigate('/'));
    await user.type(await screen.findByLabelText(/Email/), 'dana@acme.test');
    await user.type(screen.getByLabelText(/Password/), 'Secret#1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
  });

  it("[H-009] a refused sign-in shows the server's message as a warning", async () => {
    const user = userEvent.setup();
    installFakeApi();
    start('/');
    await user.type(await screen.findByLabelText(/Email/), 'dana@acme.test');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('These credentials do not match our records.');
    expect(alert.closest('[data-alert-type]')?.getAttribute('data-alert-type')).toBe('warning');
    expect(getToken()).toBeNull();
  });

  it('[A-035] logout calls the server, forgets the session and leaves for the company host', async () => {
    const api = installFakeApi();
    signedInAs(api, 7, 'caller');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    start('/auth/logout');
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('http://acme.localhost:3000/');
    });
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/auth/logout')).toBe(true);
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('casebridge.role')).toBeNull();
  });

  it('[A-036] [A-037] [A-038] a super admin logs in as a user and comes back to the user edit screen', async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    signedInAs(api, 1, 'super_admin');
    const adminToken = getToken();
    const { router } = start('/super_admin/companies/3/users/7');

    await user.click(await screen.findByRole('button', { name: 'Login as Dana' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
    expect(getAdminToken()).toBe(adminToken);
    expect(await screen.findByText('Logged in as Dana Reyes')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back to Admin »' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/super_admin/companies/3/users/7');
    });
    const refresh = api.calls.filter((call) => call.path === '/api/auth/refresh').at(-1);
    expect(refresh?.authorization).toBe(`Bearer ${adminToken ?? ''}`);
    expect(getAdminToken()).toBeNull();
    expect(getToken()).toMatch(/^token-1-/);
    expect(screen.queryByText(/Logged in as/)).toBeNull();
  });

  it('[A-029] a signed-in user whose account fails to load gets a failed header with Retry, not the visitor bar', async () => {
    const user = userEvent.setup();
    const api = installFakeApi();
    signedInAs(api, 7, 'caller');
    api.answerWith('GET /api/auth/me', 500, { error: 'The server failed.' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    start('/profile');
    const banner = await screen.findByRole('banner');
    await waitFor(
      () => {
        expect(banner.textContent).toContain('Your account could not be loaded. The server failed.');
      },
      { timeout: 4000 },
    );
    expect(screen.getByRole('link', { name: 'Logout' })).toBeTruthy();
    expect(getToken()).not.toBeNull();

    api.answerWith('GET /api/auth/me', null);
    // The page's own failed state offers a Retry too; the header's is the one under test.
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Profile' })).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('[A-017] a visitor opening /{slug} of no company or group goes to /404', async () => {
    installFakeApi();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = start('/no-such-company');
    expect(await screen.findByText('The page you are trying to access cannot be found.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });
});
