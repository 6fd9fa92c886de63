import { matchRoutes } from 'react-router';
import { pathTo, routeNames, routes, type AccessLevel } from '@/config/paths';

const routeTable = routeNames.map((name) => ({ path: routes[name].path, access: routes[name].access }));

const accessOf = (pathname: string): AccessLevel | null =>
  matchRoutes(routeTable, pathname)?.at(-1)?.route.access ?? null;

/**
 * the routes that render without login (home, the emailed token pages, onboarding, logout, 404). A visitor
 * there has nothing to lose when a stale session ends (ADR 4).
 */
export const isPublicPath = (pathname: string): boolean => accessOf(pathname) === 'public';

/**
 * A-031, ADR 4: where to go when the refresh failed and the session was cleared. Home from a page that needs a
 * login; nowhere from a public route (the visitor stays on the emailed link they opened), and nowhere while a
 * navigation runs (its guard redirects by itself).
 */
export const afterSessionEnded = (state: { pathname: string; navigating: boolean }): string | null =>
  state.navigating || isPublicPath(state.pathname) ? null : pathTo('home');

/** an unauthorized answer sends the user to logout (unless they are there already). */
export const afterUnauthorized = (pathname: string): string | null =>
  pathname === pathTo('auth.logout') ? null : pathTo('auth.logout');
