import { type MiddlewareAnswer, authMiddleware } from '@casebridge/contract/auth';
import { api } from '@/lib/api-client';

/**
 * GET /api/auth/middleware: what the route guards decide on. A 401 refreshes the token once and asks
 * again; a 401 after that is thrown to the guard, which reloads the page.
 */
export const checkAccess = (): Promise<MiddlewareAnswer> => api.call(authMiddleware, { session: 'refresh' });
