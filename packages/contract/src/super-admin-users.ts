import { z } from 'zod';
import { companySummarySchema } from './companies.ts';
import { idParam } from './fields.ts';
import { userSummarySchema } from './users.ts';

export const userIdParams = z.object({ id: idParam });

/** GET /api/super_admin/users/{id} (S-046): the user form's data. */
export const superAdminUserAnswer = z.object({
  user: userSummarySchema.extend({ last_login_date: z.string().nullable() }),
  company: companySummarySchema.nullable(),
});
export type SuperAdminUserAnswer = z.infer<typeof superAdminUserAnswer>;
