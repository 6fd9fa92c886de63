import { isCompanyAdmin, LEVEL_DISABLED_MESSAGE } from '@casebridge/contract/access';
import type { Actor, Member } from './access-policy.ts';
import { AppError, forbidden, unauthorized } from './app-error.ts';

// The first line of a service function: who may run this use case. Each returns the narrowed actor.

export function requireUser(actor: Actor | null): Actor {
  if (!actor) throw unauthorized();
  return actor;
}

export function requireSuperAdmin(actor: Actor | null): Actor {
  const user = requireUser(actor);
  if (user.role !== 'super_admin') throw forbidden();
  return user;
}

/** A signed-in user of a company (not a super admin, who belongs to none). */
export function requireMember(actor: Actor | null): Member {
  const user = requireUser(actor);
  const { companyId } = user;
  if (companyId === null || user.role === 'super_admin') throw forbidden();
  return { ...user, companyId };
}

/**
 * A business or program manager of a company; `nonLimited`: not at the limited membership level, the
 * refusal saying so.
 */
export function requireCompanyAdmin(actor: Actor | null, options: { nonLimited?: boolean } = {}): Member {
  const member = requireMember(actor);
  if (!isCompanyAdmin(member.role)) throw forbidden();
  if (options.nonLimited && member.membershipType === 'limited')
    throw new AppError('forbidden', LEVEL_DISABLED_MESSAGE);
  return member;
}

export const OWN_ACCOUNT_ONLY_MESSAGE =
  'Only the user themself can do this: it is not available while you are logged in as them.';

/**
 * A signed-in user acting for themself: a super admin logged in as the user is refused (ADR 17). The user's
 * consent, password and account are theirs alone.
 */
export function requireOwnUser(actor: Actor | null): Actor {
  const user = requireUser(actor);
  if (user.impersonatorId !== null) throw forbidden(OWN_ACCOUNT_ONLY_MESSAGE);
  return user;
}
