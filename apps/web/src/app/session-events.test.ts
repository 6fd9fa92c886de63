import { describe, expect, it } from 'vitest';
import { routeNames, routes } from '@/config/paths';
import { A015_PUBLIC_PATHS, concretePath } from '@/test/public-route-paths';
import { afterSessionEnded, afterUnauthorized, isPublicPath } from './session-events';

const ended = (pathname: string) => afterSessionEnded({ pathname, navigating: false });

describe('session events', () => {
  it('[A-031] a failed refresh on a page that needs a login sends the user home', () => {
    for (const path of ['/dashboard', '/admin/users', '/profile', '/my-cases/abc', '/super_admin/companies/3']) {
      expect(ended(path), path).toBe('/');
    }
  });

  it('[A-015] [A-031] a failed refresh on any public route keeps the visitor on the page (ADR 4)', () => {
    const publicPages = A015_PUBLIC_PATHS.map(concretePath);
    for (const path of publicPages) {
      expect(isPublicPath(path), path).toBe(true);
      expect(ended(path), path).toBeNull();
    }
  });

  it('[A-015] the public paths are exactly the routes of the table marked public', () => {
    const concrete = (path: string) => path.replace(/:([a-z_]+)/g, 'x');
    for (const name of routeNames) {
      expect(isPublicPath(concrete(routes[name].path)), name).toBe(routes[name].access === 'public');
    }
  });

  it('a guard that is running redirects by itself', () => {
    expect(afterSessionEnded({ pathname: '/dashboard', navigating: true })).toBeNull();
  });

  it('[A-027] an unauthorized answer sends the user to logout', () => {
    expect(afterUnauthorized('/dashboard')).toBe('/auth/logout');
    expect(afterUnauthorized('/auth/logout')).toBeNull();
  });
});
