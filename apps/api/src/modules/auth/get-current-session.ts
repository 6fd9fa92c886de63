import { UNAUTHENTICATED_MESSAGE } from '@casebridge/contract/access';
import type { MeAnswer, MiddlewareAnswer } from '@casebridge/contract/auth';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/authorize.ts';
import type { TokenStatus } from '../../plugins/request-context.ts';
import { mayEditCompanyNote } from '../companies/store-company-note.ts';
import { toCompanySummary } from '../companies/to-company-summary.ts';
import { toUserSummary } from '../users/to-user-summary.ts';
import { findCurrentUserById, findUserWithCompanyById } from './auth-repository.ts';

export async function getCurrentSession(deps: AppDeps, actorOrNull: Actor | null): Promise<MeAnswer> {
  const actor = requireUser(actorOrNull);
  const row = await findCurrentUserById(deps.db, actor.userId);
  if (!row) throw new AppError('unauthorized', UNAUTHENTICATED_MESSAGE);
  const impersonator = actor.impersonatorId ? await findUserWithCompanyById(deps.db, actor.impersonatorId) : undefined;
  const { user, company } = row;
  return {
    user: {
      ...toUserSummary(user),
      agreement_date: user.agreementDate?.toISOString() ?? null,
      force_update_profile: user.forceUpdateProfile,
      force_update_agreement: user.forceUpdateAgreement,
    },
    company: company && toCompanySummary(company),
    // D-002: limited members see no notes.
    company_note: company && company.membershipType !== 'limited' ? row.companyNote : null,
    can_edit_company_note: mayEditCompanyNote(actor),
    impersonator: impersonator
      ? { id: impersonator.user.id, name: `${impersonator.user.firstName} ${impersonator.user.lastName}` }
      : null,
  };
}

/** A-026: the route guards' synchronous check. A token that no longer holds answers 401 (the client reloads). */
export function checkAccess(actor: Actor | null, tokenStatus: TokenStatus): MiddlewareAnswer {
  if (tokenStatus !== 'none' && tokenStatus !== 'valid') throw new AppError('unauthorized', UNAUTHENTICATED_MESSAGE);
  if (!actor) return { authorized: false, role: null, level: null };
  return { authorized: true, role: actor.role, level: actor.membershipType };
}
