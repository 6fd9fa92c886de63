import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import {
  decideAccess as decideRouteAccess,
  LEVEL_DISABLED_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  NO_ACCESS_MESSAGE,
} from '@casebridge/contract/access';
import type { MiddlewareAnswer } from '@casebridge/contract/auth';
import { TOO_MANY_REQUESTS_MESSAGE } from '@casebridge/contract/errors';
import { pathTo, type RouteDef } from '@/config/paths';
import { checkAccess } from '@/features/auth/api/check-access';
import { signedInHomePath } from '@/features/auth/utils/home-path';
import { flashAlert, flashAlertOnce } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { clearSession, getToken, savePostLoginRedirect, setRoleAndLevel } from '@/lib/session-storage';

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; message?: string; saveTarget?: true };

const anonymous: MiddlewareAnswer = { authorized: false, role: null, level: null };

/**
 * Document 3 "Route guards", A-015..A-025: who may open a route (the contract's role rule, the one the API enforces),
 * and where everyone else goes.
 */
export const decideAccess = (route: RouteDef, access: MiddlewareAnswer): AccessDecision => {
  const role = access.authorized ? access.role : null;
  if (route.access === 'public') {
    // home is for visitors; signed-in users belong on their dashboard.
    return route.redirectSignedIn === true && role !== null
      ? { kind: 'redirect', to: signedInHomePath(role) }
      : { kind: 'allow' };
  }
  const decision = decideRouteAccess(route.access, role === null ? null : { role, membershipType: access.level });
  switch (decision) {
    case 'allow':
      return { kind: 'allow' };
    //
    case 'unauthenticated':
      return { kind: 'redirect', to: pathTo('home'), message: LOGIN_REQUIRED_MESSAGE, saveTarget: true };
    //
    case 'membership':
      return { kind: 'redirect', to: pathTo('dashboard'), message: LEVEL_DISABLED_MESSAGE };
    case 'forbidden':
      // a super admin's home is their own dashboard, without a word.
      if (route.access === 'member') return { kind: 'redirect', to: pathTo('super_admin.dashboard') };
      // anyone else refused goes home with the refusal.
      return { kind: 'redirect', to: signedInHomePath(role), message: NO_ACCESS_MESSAGE };
  }
};

export type GuardDeps = {
  checkAccess: () => Promise<MiddlewareAnswer>;
  getToken: () => string | null;
  reload: () => void;
  now: () => number;
  /** The page the user sees (path and query): during a navigation the address bar still shows it. */
  currentPath: () => string;
};

const RELOAD_MARK = 'casebridge.guard_reload_at';
const RELOAD_LOOP_WINDOW_MS = 30_000;

const defaultDeps: GuardDeps = {
  checkAccess,
  getToken,
  reload: () => {
    window.location.reload();
  },
  now: () => Date.now(),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};

/** A-027 asks for a reload; a second one straight after would loop, so then the session ends instead. */
const reloadOnce = (deps: GuardDeps): boolean => {
  const last = Number(window.sessionStorage.getItem(RELOAD_MARK) ?? '0');
  if (deps.now() - last < RELOAD_LOOP_WINDOW_MS) {
    window.sessionStorage.removeItem(RELOAD_MARK);
    return false;
  }
  window.sessionStorage.setItem(RELOAD_MARK, String(deps.now()));
  deps.reload();
  return true;
};

/** Asks GET /api/auth/middleware when there is a token; without one the visitor is anonymous. */
const currentAccess = async (deps: GuardDeps): Promise<MiddlewareAnswer | 'reloading' | 'rate-limited'> => {
  if (deps.getToken() === null) return anonymous;
  try {
    const access = await deps.checkAccess();
    if (access.authorized) setRoleAndLevel(access.role, access.level);
    return access;
  } catch (error) {
    // the refresh (or the check) answered 429: access cannot be decided now.
    if (isApiError(error) && error.status === 429) return 'rate-limited';
    if (!isApiError(error) || error.status !== 401) throw error;
    // the refresh failed, the session is gone: decide as for a visitor.
    if (error.sessionEnded) return anonymous;
    // still unauthorized after the refresh.
    if (reloadOnce(deps)) return 'reloading';
    clearSession();
    return anonymous;
  }
};

const pathOf = (url: URL): string => `${url.pathname}${url.search}`;

/** The page a rate-limited guard sent the user back to: it was allowed a moment ago and opens without a check. */
let returningTo: string | null = null;

/**
 * A-031, ADR 4: the refresh answered 429, so nobody can tell whether the user may open the route. The warning
 * shows (flashed: it must outlive the navigation) and the user stays on the page they see, or goes home when
 * there is none (the first page load); home itself opens, as for a visitor. Never the error page.
 */
const stayWhileRateLimited = (route: RouteDef, target: string, deps: GuardDeps): Response | null => {
  flashAlertOnce({ type: 'warning', message: TOO_MANY_REQUESTS_MESSAGE });
  if (route.access === 'public') return null;
  const current = deps.currentPath();
  if (current === target) return redirect(pathTo('home'));
  returningTo = current;
  return replace(current);
};

/** The loader that guards a route of the table: it runs before the page loads, so a refused page never shows. */
export const createGuardLoader =
  (route: RouteDef, deps: GuardDeps = defaultDeps) =>
  async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<Response | null> => {
    if (route.access === 'public' && route.redirectSignedIn !== true) return null;
    const target = pathOf(new URL(request.url));
    if (returningTo !== null) {
      const back = returningTo === target;
      returningTo = null;
      if (back) return null;
    }
    const access = await currentAccess(deps);
    if (access === 'reloading') return new Promise<null>(() => undefined); // the page is going away
    if (access === 'rate-limited') return stayWhileRateLimited(route, target, deps);
    const decision = decideAccess(route, access);
    if (decision.kind === 'allow') return null;
    if (decision.saveTarget === true) {
      const url = new URL(request.url);
      savePostLoginRedirect(`${url.pathname}${url.search}${url.hash}`);
    }
    if (decision.message !== undefined) flashAlert({ type: 'warning', message: decision.message });
    return redirect(decision.to);
  };
