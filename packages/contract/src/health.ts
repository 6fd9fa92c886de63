import { z } from 'zod';

/** GET /api/health (public): 200 when the database answers, 503 when it does not; load balancers poll it. */
export const healthAnswer = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });
export type HealthAnswer = z.infer<typeof healthAnswer>;
