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

/** S-001: the dashboard's autocompletes, from 2 characters. */
export const SEARCH_RESULTS_SHOWN = 10;
export const superAdminSearchQuery = z.object({
  q: z.string().trim().min(2, 'At least 2 characters.').max(100, 'At most 100 characters.'),
});
export const companySearchAnswer = z.object({
  companies: z.array(z.object({ id: z.number(), name: z.string(), status: z.string() })),
});
export type CompanySearchAnswer = z.infer<typeof companySearchAnswer>;
export const userSearchAnswer = z.object({
  users: z.array(
    z.object({
      id: z.number(),
      company_id: z.number().nullable(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      company: z.string().nullable(),
    }),
  ),
});
export type UserSearchAnswer = z.infer<typeof userSearchAnswer>;
