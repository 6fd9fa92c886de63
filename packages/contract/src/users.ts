import { z } from 'zod';
import { activeStatusSchema, roleSchema, userTypeSchema } from './enums.ts';

/** The user fields every user answer shares (the session's user, the admin user forms). */
export const userSummarySchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phone_country_code: z.string(),
  country_id: z.number().nullable(),
  city: z.string().nullable(),
  role: roleSchema,
  type: userTypeSchema,
  status: activeStatusSchema,
  company_id: z.number().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** M-015, M-009: GET /api/admin/company/users, the users of the admin's company. */
export const companyUserSchema = userSummarySchema.extend({ last_login_date: z.string().nullable() });
export type CompanyUser = z.infer<typeof companyUserSchema>;
export const companyUsersAnswer = z.object({ users: z.array(companyUserSchema) });
