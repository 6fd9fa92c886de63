import { offeredCaseActions, partyMayDoWork, type CaseParty } from '@casebridge/contract/case-status';
import { caseWaitingOn, type CaseDetailsAnswer } from '@casebridge/contract/cases';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { CASE_NOT_FOUND_MESSAGE, requireAccess, requireCaseAccessOn } from '../access/require-access.ts';
import { toCaseDetail } from './case-mapper.ts';
import { nextStepPaths } from './case-next-step.ts';
import { findCaseView, findCaseViewByToken, findCompanyAllowsNotes, type CaseViewRow } from './case-repository.ts';

/** C-039, X-012: a case for the signed-in users of its two companies, with what it offers the viewer. */
export async function getCaseDetails(deps: AppDeps, actor: Actor | null, token: string): Promise<CaseDetailsAnswer> {
  // One statement reads the case with its parties; the one access check judges it before anything of it is used.
  const view = await findCaseViewByToken(deps.db, token);
  const { party } = requireCaseAccessOn(actor, 'case.read', view?.case);
  if (!view) throw notFound(CASE_NOT_FOUND_MESSAGE); // refused above already; the type learns it here
  return caseDetailsAnswer(deps, actor, view, party);
}

/**
 * S-008: GET /api/super_admin/escalation/{case_id}/details, any case of the network for the super admin's console:
 * the same answer as a party's, read only (no party, no actions).
 */
export async function getEscalationCaseDetails(
  deps: AppDeps,
  actor: Actor | null,
  caseId: number,
): Promise<CaseDetailsAnswer> {
  requireSuperAdmin(actor);
  await requireAccess(deps.db, actor, 'case.read', [caseId]);
  const view = await findCaseView(deps.db, caseId);
  if (!view) throw notFound(CASE_NOT_FOUND_MESSAGE);
  return caseDetailsAnswer(deps, actor, view, null);
}

async function caseDetailsAnswer(
  deps: AppDeps,
  actor: Actor | null,
  view: CaseViewRow,
  party: CaseParty | null,
): Promise<CaseDetailsAnswer> {
  const detail = toCaseDetail(view);
  const allowNotes = await viewerAllowsNotes(deps, actor, view, party);
  const may = (work: Parameters<typeof partyMayDoWork>[2]) => partyMayDoWork(detail.status, party, work);
  return {
    case: detail,
    viewer: {
      party,
      waiting_on: caseWaitingOn(detail),
      actions: party === null ? [] : offeredCaseActions(detail.status, party, detail.responses),
      ...nextStepPaths(deps.config, detail, party),
      allow_notes: allowNotes,
      can_add_note: allowNotes && may('note'),
      can_upload: may('file'),
      can_update_submission: may('update_submission'),
      can_update_response: may('update_response'),
    },
  };
}

/** Whether the viewer's company allows notes: a party's company is one of the case's two, read with the case. */
async function viewerAllowsNotes(
  deps: AppDeps,
  actor: Actor | null,
  view: CaseViewRow,
  party: CaseParty | null,
): Promise<boolean> {
  if (party === 'submitter') return view.submitterAllowsNotes;
  if (party === 'receiver') return view.receiverAllowsNotes;
  return actor?.companyId ? findCompanyAllowsNotes(deps.db, actor.companyId) : false;
}
