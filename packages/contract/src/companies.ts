import { z } from 'zod';
import {
  activeStatusSchema,
  companyAdminRoles,
  loginMethodSchema,
  membershipTypeSchema,
  type Role,
  type UserType,
} from './enums.ts';

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

/** M-006, C-055: what a company admin may ask the network's membership team to change. */
export const companyChangeTypes = ['single_sign_on', 'users', 'process', 'company', 'other'] as const;
export type CompanyChangeType = (typeof companyChangeTypes)[number];

export const CHANGES_REQUIRED_MESSAGE = 'Please describe the changes you need.';
export const CHANGE_REQUEST_SENT_MESSAGE =
  'Your change request has been sent to our membership team. Change requests take 24-48 hours.';

/** M-006, X-008: POST /api/admin/company/change; the server requires the changes text. */
export const companyChangeBody = z.object({
  change_type: z.enum(companyChangeTypes),
  changes: z.string().trim().min(1, CHANGES_REQUIRED_MESSAGE).max(5000, 'At most 5000 characters.'),
});
export type CompanyChangeBody = z.infer<typeof companyChangeBody>;

/**
 * D-012, DECISIONS 13: who edits the company note of their own company: a user of type admin, or a business or
 * program manager (others read it).
 */
export const canEditCompanyNote = (user: { role: Role; type: UserType }): boolean =>
  user.type === 'admin' || (companyAdminRoles as readonly Role[]).includes(user.role);
