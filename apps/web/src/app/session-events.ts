import { pathTo } from '@/config/paths';

/** Onboarding visitors have no session worth leaving for: they stay where they are. */
export const isOnboardingPath = (pathname: string): boolean => pathname.startsWith('/onboarding/');

/**
 * where to go when the refresh failed and the session was cleared: home, except on onboarding routes, and
 * not while a navigation runs (its guard redirects by itself).
 */
export const afterSessionEnded = (state: { pathname: string; navigating: boolean }): string | null =>
  state.navigating || isOnboardingPath(state.pathname) ? null : pathTo('home');

/** an unauthorized answer sends the user to logout (unless they are there already). */
export const afterUnauthorized = (pathname: string): string | null =>
  pathname === pathTo('auth.logout') ? null : pathTo('auth.logout');
