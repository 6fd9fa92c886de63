import { describe, expect, it, vi } from 'vitest';
import { LEVEL_DISABLED_MESSAGE, LOGIN_REQUIRED_MESSAGE, NO_ACCESS_MESSAGE } from '@casebridge/contract/access';
import type { MiddlewareAnswer } from '@casebridge/contract/auth';
import type { MembershipType, Role } from '@casebridge/contract/enums';
import { routeNames, routes, type RouteName } from '@/config/paths';
import { TOO_MANY_REQUESTS_MESSAGE } from '@casebridge/contract/errors';
import { getAlerts, showAlert } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { A015_PUBLIC_PATHS } from '@/test/public-route-paths';
import { getStoredRole, storageKeys, takePostLoginRedirect } from '@/lib/session-storage';
import { createGuardLoader, decideAccess, type GuardDeps } from './guards';

const visitor: MiddlewareAnswer = { authorized: false, role: null, level: null };
const as = (role: Role, level: MembershipType | null = 'premium'): MiddlewareAnswer => ({
  authorized: true,
  role,
  level,
});
const decide = (name: RouteName, access: MiddlewareAnswer) => decideAccess(routes[name], access);

const memberRoles: Role[] = ['caller', 'api', 'program_manager', 'business_manager'];
const adminRoutes = routeNames.filter((name) => name.startsWith('admin.'));
const superAdminRoutes = routeNames.filter((name) => name.startsWith('super_admin.'));

describe('decideAccess', () => {
  it('[A-015] the public routes render for a visitor without login', () => {
    for (const path of A015_PUBLIC_PATHS) {
      const entry = Object.values(routes).find((route) => route.path === path);
      expect(entry, path).toBeDefined();
      if (entry === undefined) continue;
      expect(entry.access, path).toBe('public');
      expect(decideAccess(entry, visitor), path).toEqual({ kind: 'allow' });
    }
  });

  it('[A-016] dashboard, submit-case, my-cases and case-info need a logged-in non-super-admin; profile any login', () => {
    for (const name of ['dashboard', 'submit-case', 'my-cases', 'case-info'] as const) {
      for (const role of memberRoles) expect(decide(name, as(role)), `${name} ${role}`).toEqual({ kind: 'allow' });
      expect(decide(name, visitor)).toMatchObject({ kind: 'redirect', to: '/' });
      expect(decide(name, as('super_admin'))).toMatchObject({ kind: 'redirect', to: '/super_admin/dashboard' });
    }
    for (const role of [...memberRoles, 'super_admin'] as const) {
      expect(decide('profile', as(role))).toEqual({ kind: 'allow' });
    }
    expect(decide('profile', visitor)).toMatchObject({ kind: 'redirect', to: '/' });
  });

  it('[A-019] a visitor on a login-required route is sent home with the login alert and the target saved', () => {
    for (const name of ['profile', 'dashboard', 'admin.users', 'super_admin.companies'] as const) {
      expect(decide(name, visitor)).toEqual({
        kind: 'redirect',
        to: '/',
        message: LOGIN_REQUIRED_MESSAGE,
        saveTarget: true,
      });
    }
  });

  it('[A-021] a caller on a super admin route is sent to the dashboard with the access alert', () => {
    expect(superAdminRoutes.length).toBeGreaterThan(15);
    for (const name of superAdminRoutes) {
      for (const role of memberRoles) {
        expect(decide(name, as(role)), `${name} ${role}`).toEqual({
          kind: 'redirect',
          to: '/dashboard',
          message: NO_ACCESS_MESSAGE,
        });
      }
      expect(decide(name, as('super_admin'))).toEqual({ kind: 'allow' });
    }
  });

  it('[A-022] member admin routes refuse callers and api users with the access alert', () => {
    expect(adminRoutes.length).toBeGreaterThan(10);
    for (const name of adminRoutes) {
      for (const role of ['caller', 'api'] as const) {
        expect(decide(name, as(role)), `${name} ${role}`).toEqual({
          kind: 'redirect',
          to: '/dashboard',
          message: NO_ACCESS_MESSAGE,
        });
      }
      for (const role of ['business_manager', 'program_manager'] as const) {
        expect(decide(name, as(role, 'premium')), `${name} ${role}`).toEqual({ kind: 'allow' });
      }
    }
  });

  it('[A-023] registration, sso and partner group users are closed to a limited company admin', () => {
    const gated = ['admin.company.registration', 'admin.company.sso', 'admin.partner_groups.users'] as const;
    for (const name of gated) {
      expect(routes[name].access).toBe('company_admin_non_limited');
      expect(decide(name, as('business_manager', 'limited'))).toEqual({
        kind: 'redirect',
        to: '/dashboard',
        message: LEVEL_DISABLED_MESSAGE,
      });
      expect(decide(name, as('program_manager', 'standard'))).toEqual({ kind: 'allow' });
    }
    // The other admin routes stay open to a limited admin.
    expect(decide('admin.company', as('business_manager', 'limited'))).toEqual({ kind: 'allow' });
    expect(decide('admin.limited_process', as('business_manager', 'limited'))).toEqual({ kind: 'allow' });
  });

  it('[A-024] a super admin opening a member page goes to the super admin dashboard', () => {
    for (const name of ['dashboard', 'submit-case', 'my-cases', 'case-info'] as const) {
      expect(decide(name, as('super_admin'))).toEqual({ kind: 'redirect', to: '/super_admin/dashboard' });
    }
  });

  it('[A-025] home sends signed-in users to their dashboard; a non-super-admin is moved off the super admin dashboard', () => {
    for (const name of ['home', 'home-with-slug'] as const) {
      expect(decide(name, visitor)).toEqual({ kind: 'allow' });
      expect(decide(name, as('caller'))).toEqual({ kind: 'redirect', to: '/dashboard' });
      expect(decide(name, as('super_admin'))).toEqual({ kind: 'redirect', to: '/super_admin/dashboard' });
    }
    expect(decide('super_admin.dashboard', as('business_manager'))).toMatchObject({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('an unauthorized middleware answer counts as a visitor even if it names a role', () => {
    expect(decide('dashboard', { authorized: false, role: 'caller', level: 'premium' })).toMatchObject({
      message: LOGIN_REQUIRED_MESSAGE,
    });
  });
});

const loaderArgs = (url: string) => ({ request: new Request(`http://localhost${url}`) });

const deps = (overrides: Partial<GuardDeps>): GuardDeps => ({
  checkAccess: vi.fn(() => Promise.resolve(as('caller'))),
  getToken: () => 'token-1',
  reload: vi.fn(),
  now: () => 1_000_000,
  currentPath: () => '/dashboard',
  ...overrides,
});

describe('createGuardLoader', () => {
  it('[A-026] asks GET /api/auth/middleware and decides on its answer', async () => {
    const checkAccess = vi.fn(() => Promise.resolve(as('business_manager', 'limited')));
    const loader = createGuardLoader(routes['admin.company.sso'], deps({ checkAccess }));
    const result = await loader(loaderArgs('/admin/company/sso'));
    expect(checkAccess).toHaveBeenCalledTimes(1);
    expect(result).toBeInstanceOf(Response);
    expect(result?.headers.get('Location')).toBe('/dashboard');
    expect(getAlerts().map((alert) => alert.message)).toEqual([LEVEL_DISABLED_MESSAGE]);
    // the answer's role and level are kept.
    expect(getStoredRole()).toBe('business_manager');
    expect(window.localStorage.getItem(storageKeys.level)).toBe('limited');
  });

  it('[A-019] without a token it saves the target, flashes the login alert and goes home without a call', async () => {
    const checkAccess = vi.fn(() => Promise.resolve(as('caller')));
    const loader = createGuardLoader(routes['my-cases'], deps({ checkAccess, getToken: () => null }));
    const result = await loader(loaderArgs('/my-cases?x=1'));
    expect(checkAccess).not.toHaveBeenCalled();
    expect(result?.headers.get('Location')).toBe('/');
    expect(takePostLoginRedirect()).toBe('/my-cases?x=1');
    expect(getAlerts()).toMatchObject([{ message: LOGIN_REQUIRED_MESSAGE, keepOnNextRouteChange: true }]);
  });

  it('public routes other than home are not checked at all', async () => {
    const checkAccess = vi.fn(() => Promise.resolve(as('caller')));
    const loader = createGuardLoader(routes['reset-password'], deps({ checkAccess }));
    expect(await loader(loaderArgs('/reset_password/abc'))).toBeNull();
    expect(checkAccess).not.toHaveBeenCalled();
  });

  it('[A-027] a 401 that survives the refresh reloads the page', async () => {
    const reload = vi.fn();
    const checkAccess = vi.fn(() => Promise.reject(new ApiError(401, 'Unauthorized')));
    const loader = createGuardLoader(routes.dashboard, deps({ checkAccess, reload }));
    const settled = vi.fn();
    void loader(loaderArgs('/dashboard')).then(settled);
    await vi.waitFor(() => {
      expect(reload).toHaveBeenCalledTimes(1);
    });
    expect(settled).not.toHaveBeenCalled();
  });

  it('[A-027] a second 401 right after the reload ends the session instead of reloading again', async () => {
    const reload = vi.fn();
    window.sessionStorage.setItem('casebridge.guard_reload_at', String(1_000_000 - 5_000));
    window.localStorage.setItem(storageKeys.token, 'stale');
    const checkAccess = vi.fn(() => Promise.reject(new ApiError(401, 'Unauthorized')));
    const loader = createGuardLoader(routes.dashboard, deps({ checkAccess, reload }));
    const result = await loader(loaderArgs('/dashboard'));
    expect(reload).not.toHaveBeenCalled();
    expect(result?.headers.get('Location')).toBe('/');
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('[A-031] when the refresh failed the guard decides as for a visitor', async () => {
    const reload = vi.fn();
    const checkAccess = vi.fn(() => Promise.reject(new ApiError(401, 'ended', { sessionEnded: true })));
    const loader = createGuardLoader(routes.dashboard, deps({ checkAccess, reload }));
    const result = await loader(loaderArgs('/dashboard'));
    expect(reload).not.toHaveBeenCalled();
    expect(result?.headers.get('Location')).toBe('/');
  });

  describe('[A-031] a refresh answering 429', () => {
    const rateLimited = () =>
      vi.fn(() => Promise.reject(new ApiError(429, TOO_MANY_REQUESTS_MESSAGE, { handled: true })));
    const warnings = () => getAlerts().map((alert) => [alert.message, alert.keepOnNextRouteChange]);

    it('keeps the user on the page they see, with the warning, and lets that page open again unchecked', async () => {
      const checkAccess = rateLimited();
      // The api client has shown the warning already: it is kept through the navigation, not repeated.
      showAlert({ type: 'warning', message: TOO_MANY_REQUESTS_MESSAGE });
      const profile = createGuardLoader(routes.profile, deps({ checkAccess, currentPath: () => '/dashboard?tab=2' }));
      const result = await profile(loaderArgs('/profile'));
      expect(result?.headers.get('Location')).toBe('/dashboard?tab=2');
      expect(result?.headers.get('X-Remix-Replace')).toBe('true');
      expect(warnings()).toEqual([[TOO_MANY_REQUESTS_MESSAGE, true]]);

      const dashboard = createGuardLoader(routes.dashboard, deps({ checkAccess }));
      expect(await dashboard(loaderArgs('/dashboard?tab=2'))).toBeNull();
      expect(checkAccess).toHaveBeenCalledTimes(1);
      // Only once: the next visit is checked again (and, still refused at the first load, goes home).
      const again = createGuardLoader(routes.dashboard, deps({ checkAccess, currentPath: () => '/dashboard?tab=2' }));
      expect((await again(loaderArgs('/dashboard?tab=2')))?.headers.get('Location')).toBe('/');
      expect(checkAccess).toHaveBeenCalledTimes(2);
    });

    it('goes home on the first page load, where there is no page to stay on', async () => {
      const loader = createGuardLoader(routes.dashboard, deps({ checkAccess: rateLimited() }));
      const result = await loader(loaderArgs('/dashboard'));
      expect(result?.headers.get('Location')).toBe('/');
      expect(warnings()).toEqual([[TOO_MANY_REQUESTS_MESSAGE, true]]);
    });

    it('opens home as for a visitor', async () => {
      const loader = createGuardLoader(routes.home, deps({ checkAccess: rateLimited(), currentPath: () => '/' }));
      expect(await loader(loaderArgs('/'))).toBeNull();
      expect(warnings()).toEqual([[TOO_MANY_REQUESTS_MESSAGE, true]]);
    });
  });

  it('other failures reach the error page', async () => {
    const checkAccess = vi.fn(() => Promise.reject(new ApiError(500, 'Boom')));
    const loader = createGuardLoader(routes.dashboard, deps({ checkAccess }));
    await expect(loader(loaderArgs('/dashboard'))).rejects.toThrow('Boom');
  });
});
