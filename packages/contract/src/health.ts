import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';

/** GET /api/health (public): 200 when the database answers, 503 when it does not; load balancers poll it. */
export const healthAnswer = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });
export type HealthAnswer = z.infer<typeof healthAnswer>;

/** GET /api/health/live (public): the process answers; nothing else is asked (a supervisor restarts it when not). */
export const liveAnswer = z.object({ status: z.literal('ok') });
export type LiveAnswer = z.infer<typeof liveAnswer>;

/** The checks readiness is made of: the database answers `select 1` in time; the instance is not shutting down. */
export const readinessChecks = ['database', 'instance'] as const;

/**
 * GET /api/health/ready (public): 200 when every check passes, 503 naming the checks that failed. A load balancer
 * sends requests only to a ready instance.
 */
export const readyAnswer = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: z.enum(['up', 'down']), instance: z.enum(['serving', 'draining']) }),
  failed: z.array(z.enum(readinessChecks)),
});
export type ReadyAnswer = z.infer<typeof readyAnswer>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
/** Answers 503 with the same schema when the database does not answer. */
export const health = { method: 'GET', path: '/api/health', answer: healthAnswer } as const satisfies Endpoint;
export const healthLive = { method: 'GET', path: '/api/health/live', answer: liveAnswer } as const satisfies Endpoint;
/** Answers 503 with the same schema when the instance does not take requests. */
export const healthReady = {
  method: 'GET',
  path: '/api/health/ready',
  answer: readyAnswer,
} as const satisfies Endpoint;
