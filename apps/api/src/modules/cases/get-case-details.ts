import { offeredCaseActions } from '@casebridge/contract/case-status';
import type { CaseDetailsAnswer } from '@casebridge/contract/cases';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { CASE_NOT_FOUND_MESSAGE, requireCaseAccess } from '../access/require-access.ts';
import { toCaseDetail } from './case-mapper.ts';
import { nextStepPaths } from './case-next-step.ts';
import { findCaseView, findCompanyAllowsNotes } from './case-repository.ts';

/** C-039, X-012: a case for the signed-in users of its two companies, with what it offers the viewer. */
export async function getCaseDetails(deps: AppDeps, actor: Actor | null, token: string): Promise<CaseDetailsAnswer> {
  const { caseId, party } = await requireCaseAccess(deps.db, actor, 'case.read', token);
  const view = await findCaseView(deps.db, caseId);
  if (!view) throw notFound(CASE_NOT_FOUND_MESSAGE);
  const detail = toCaseDetail(view);
  return {
    case: detail,
    viewer: {
      party,
      actions: party === null ? [] : offeredCaseActions(detail.status, party, detail.responses),
      ...nextStepPaths(deps.config, detail, party),
      allow_notes: actor?.companyId ? await findCompanyAllowsNotes(deps.db, actor.companyId) : false,
    },
  };
}
