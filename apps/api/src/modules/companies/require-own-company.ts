import type { Member } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';

export const COMPANY_NOT_FOUND_MESSAGE = 'The company was not found.';

/**
 * A company id in a member route's path names the caller's own company or none at all: another company's id is
 * answered like an unknown one (404), so that ids of other tenants cannot be probed.
 */
export function requireOwnCompany(member: Member, companyId: number): number {
  if (companyId !== member.companyId) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
  return companyId;
}
