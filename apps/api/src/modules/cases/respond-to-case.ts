import { caseTransitions, respondStatusActions } from '@casebridge/contract/case-status';
import { DEFAULT_ACCEPT_NOTE, type PartyCaseAnswer, type RespondBody } from '@casebridge/contract/cases';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { CASE_LINK_NOT_FOUND_MESSAGE, requireCaseLink } from './case-links.ts';
import { findCaseCompanies } from './case-repository.ts';
import { applyCaseTransition, type ResponseFields } from './case-status-writer.ts';
import { partyCaseAnswer } from './get-party-case.ts';
import { dispatchWebhookMessages } from '../webhooks/webhook-worker.ts';

export const WRONG_PARTY_MESSAGE = 'This link cannot send that response.';

/** The response row's fields from the body: the receiver's engineer and decision, or the submitter's reply. */
function responseFields(body: RespondBody): ResponseFields {
  if (body.status === 'information-reply') return { additionalInformation: body.additional_information };
  const receiver: ResponseFields = {
    caseNumber: body.case_number,
    engineerName: body.engineer_name,
    engineerEmail: body.engineer_email,
    engineerPhone: body.engineer_phone,
    reviewerName: body.reviewer_name,
    reviewerEmail: body.reviewer_email,
  };
  // C-062: an acceptance without next steps says what the spec's default note says.
  if (body.status === 'approval') return { ...receiver, nextSteps: body.next_steps ?? DEFAULT_ACCEPT_NOTE };
  return { ...receiver, note: body.note };
}

/**
 * POST /api/caller/case/{link}/respond (C-062..C-064, C-067): the link names the party; the status word names the
 * action (DECISIONS 5, 20). The one writer applies it (409 when the table refuses it or another response won), and
 * the emails it queued are handed to the worker once it has committed.
 */
export async function respondToCase(
  deps: AppDeps,
  actor: Actor | null,
  link: string,
  body: RespondBody,
  ip: string,
): Promise<PartyCaseAnswer> {
  const { caseId, party } = await requireCaseLink(deps.db, link, ip, deps.config.authRateLimit);
  const action = respondStatusActions[body.status];
  if (caseTransitions[action].by !== party) throw new AppError('forbidden', WRONG_PARTY_MESSAGE);
  const companies = await findCaseCompanies(deps.db, caseId);
  if (!companies) throw notFound(CASE_LINK_NOT_FOUND_MESSAGE);
  const companyId = party === 'receiver' ? companies.receiverCompanyId : companies.submitCompanyId;
  // A signed-in user of the party's company is recorded as the responder; anyone else acts through the link alone.
  const userId = actor && actor.companyId === companyId ? actor.userId : null;
  const { emailIds, webhookIds } = await applyCaseTransition(deps.db, deps.config, {
    caseId,
    action,
    party,
    actor: { userId, companyId },
    response: responseFields(body),
  });
  await deps.emails.dispatch(emailIds);
  await dispatchWebhookMessages(deps.jobs, webhookIds);
  return partyCaseAnswer(deps.db, caseId, party);
}
