import type { Actor } from '../../lib/access-policy.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import type { Member } from './load-partner-documents.ts';

/** The first line of these services: a signed-in user of a company (not a super admin, who belongs to none). */
export function requireMember(actor: Actor | null): Member {
  if (!actor) throw unauthorized();
  const { companyId } = actor;
  if (companyId === null || actor.role === 'super_admin') throw forbidden();
  return { ...actor, companyId };
}
