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
