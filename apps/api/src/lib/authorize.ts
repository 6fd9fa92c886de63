import type { Actor, Member } from './access-policy.ts';
import { forbidden, unauthorized } from './app-error.ts';

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
