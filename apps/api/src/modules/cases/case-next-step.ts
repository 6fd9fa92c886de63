import {
  INFORMATION_ALREADY_SENT_MESSAGE,
  offeredCaseActions,
  type CaseAction,
  type CaseParty,
} from '@casebridge/contract/case-status';
import type { CaseDetail } from '@casebridge/contract/cases';
import type { CaseStatus, ResponseType } from '@casebridge/contract/enums';
import type { CaseWriterConfig } from './case-status-writer.ts';
import { caseLink, casePages } from './case-links.ts';

/**
 * A party's next step on a case, read off the transition table (contract case-status.ts): the actions it is offered
 * and the page of its own emailed link that takes them.
 */

/** What a party's emailed link may send: every offered action but close, which takes a signed-in submitter (C-053). */
export function linkActions(
  c: { status: CaseStatus; responses: readonly { type: ResponseType }[] },
  party: CaseParty,
): CaseAction[] {
  return offeredCaseActions(c.status, party, c.responses).filter((action) => action !== 'close');
}

/**
 * C-045, C-046: the page the signed-in party's Respond button opens, or null: the receiver's respond page when it
 * has a decision to make, the submitter's information page when a request awaits its reply.
 */
export function nextStepPaths(
  config: CaseWriterConfig,
  c: Pick<CaseDetail, 'status' | 'responses' | 'token'>,
  party: CaseParty | null,
): { respond_path: string | null; information_path: string | null } {
  const none = { respond_path: null, information_path: null };
  if (party === null || linkActions(c, party).length === 0) return none;
  const link = caseLink(config.secret, c.token, party);
  return party === 'submitter'
    ? { ...none, information_path: casePages.information('', link) }
    : { ...none, respond_path: casePages.respond('', link) };
}

const decided: Partial<Record<CaseStatus, string>> = {
  accepted: 'This case has been accepted. No further response is needed.',
  rejected: 'This case has been rejected. No further response is needed.',
  closed: 'This case is closed. No further response is needed.',
};

/** C-059, C-068: why the party's link offers no response now. */
export function noResponseMessage(status: CaseStatus, party: CaseParty): string {
  const final = decided[status];
  if (final) return final;
  if (party === 'receiver')
    return 'The information you asked for has not been sent yet. You will get an email when it arrives.';
  return status === 'information'
    ? INFORMATION_ALREADY_SENT_MESSAGE
    : 'No information has been requested on this case.';
}
