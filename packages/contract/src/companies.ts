import { z } from 'zod';
import { activeStatusSchema, loginMethodSchema, membershipTypeSchema } from './enums.ts';

/** The company fields every answer naming a company shares (the session's company, a landing, the admin forms). */
export const companySummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  url: z.string().nullable(),
  domain: z.string().nullable(),
  status: activeStatusSchema,
  membership_type: membershipTypeSchema,
  login_method: loginMethodSchema,
});
export type CompanySummary = z.infer<typeof companySummarySchema>;
