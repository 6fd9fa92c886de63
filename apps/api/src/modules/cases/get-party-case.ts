import type { CaseParty } from '@casebridge/contract/case-status';
import { caseWaitingOn, type CaseResponse, type PartyCaseAnswer } from '@casebridge/contract/cases';
import type { ResponseType } from '@casebridge/contract/enums';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { CASE_LINK_NOT_FOUND_MESSAGE, requireCaseLink } from './case-links.ts';
import { toCaseDetail } from './case-mapper.ts';
import { linkActions, noResponseMessage } from './case-next-step.ts';
import { findCaseView } from './case-repository.ts';

/** The responses each party writes: a party's page is about the other party's latest. */
const writtenBy: Record<CaseParty, readonly ResponseType[]> = {
  receiver: ['approval', 'rejection', 'information-request'],
  submitter: ['information-response'],
};
const otherParty = (party: CaseParty): CaseParty => (party === 'receiver' ? 'submitter' : 'receiver');

/** The answer of a party's emailed link (C-059, C-066, C-067): the case, the response it is about, what it may send. */
export async function partyCaseAnswer(db: DbOrTx, caseId: number, party: CaseParty): Promise<PartyCaseAnswer> {
  const view = await findCaseView(db, caseId);
  if (!view) throw notFound(CASE_LINK_NOT_FOUND_MESSAGE);
  const detail = toCaseDetail(view);
  const actions = linkActions(detail, party);
  const theirs = writtenBy[otherParty(party)];
  const response: CaseResponse | null = detail.responses.filter((r) => theirs.includes(r.type)).at(-1) ?? null;
  return {
    case: detail,
    party,
    waiting_on: caseWaitingOn(detail),
    response,
    allResponses: detail.responses,
    receiver: detail.receiver,
    can_respond: actions.length > 0,
    actions,
    message: actions.length > 0 ? null : noResponseMessage(detail.status, party),
  };
}

/** GET /api/caller/case/{link}: the link alone grants its party's view of the one case. */
export async function getPartyCase(deps: AppDeps, link: string, ip: string): Promise<PartyCaseAnswer> {
  const { caseId, party } = await requireCaseLink(deps.db, link, ip, deps.config.authRateLimit);
  return partyCaseAnswer(deps.db, caseId, party);
}
