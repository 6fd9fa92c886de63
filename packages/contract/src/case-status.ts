import type { CaseStatus, ResponseStatus, ResponseType } from './enums.ts';

/** The two parties of a case: the company that sent it and the company (or department) that received it. */
export const caseParties = ['submitter', 'receiver'] as const;
export type CaseParty = (typeof caseParties)[number];

/** What a party can do to a case's status (document 2 §4, DECISIONS 4, 5 and 20). */
export const caseActions = ['accept', 'request_information', 'reject', 'reply_information', 'close'] as const;
export type CaseAction = (typeof caseActions)[number];

export type CaseTransition = {
  from: readonly CaseStatus[];
  to: CaseStatus;
  by: CaseParty;
  /** The response row the action writes, with the status it is sent with; close writes none. */
  response: { type: ResponseType; status: ResponseStatus } | null;
};

/**
 * The case state machine, the one table every check reads (C-071): an open case can be accepted or sent back for
 * information; a case in information can be accepted or rejected, and the submitter replies while it waits;
 * only an accepted case closes, and only by its submitter. Anything not in this table is refused.
 */
export const caseTransitions = {
  accept: {
    from: ['open', 'information'],
    to: 'accepted',
    by: 'receiver',
    response: { type: 'approval', status: 'accepted' },
  },
  request_information: {
    from: ['open'],
    to: 'information',
    by: 'receiver',
    response: { type: 'information-request', status: 'information' },
  },
  reject: {
    from: ['information'],
    to: 'rejected',
    by: 'receiver',
    response: { type: 'rejection', status: 'rejected' },
  },
  reply_information: {
    from: ['information'],
    to: 'information',
    by: 'submitter',
    response: { type: 'information-response', status: 'information-reply' },
  },
  close: { from: ['accepted'], to: 'closed', by: 'submitter', response: null },
} as const satisfies Record<CaseAction, CaseTransition>;

/**
 * What a party may do to a case beside its status actions, by the case's status (the one table the server's checks
 * and the answers' can_* flags read): notes and files (DECISIONS 17, 21) and the submitter's engineer details (C-049,
 * C-051) while the case is accepted or in information; the receiver's engineer details once it has accepted (C-050).
 */
export const caseWork = {
  note: { statuses: ['accepted', 'information'], by: ['submitter', 'receiver'] },
  file: { statuses: ['accepted', 'information'], by: ['submitter', 'receiver'] },
  update_submission: { statuses: ['accepted', 'information'], by: ['submitter'] },
  update_response: { statuses: ['accepted'], by: ['receiver'] },
} as const satisfies Record<string, { statuses: readonly CaseStatus[]; by: readonly CaseParty[] }>;
export type CaseWork = keyof typeof caseWork;

/** Whether the case's status takes this work (whoever asks). */
export const statusAllowsWork = (status: CaseStatus, work: CaseWork): boolean =>
  (caseWork[work].statuses as readonly CaseStatus[]).includes(status);

/** Whether the party (null: no party, as the console's read-only view) may do this work on a case in `status`. */
export const partyMayDoWork = (status: CaseStatus, party: CaseParty | null, work: CaseWork): boolean =>
  party !== null && (caseWork[work].by as readonly CaseParty[]).includes(party) && statusAllowsWork(status, work);

/** The status the action leads to from `status`, or null when the table does not allow it. */
export function nextCaseStatus(status: CaseStatus, action: CaseAction): CaseStatus | null {
  const transition: CaseTransition = caseTransitions[action];
  return transition.from.includes(status) ? transition.to : null;
}

/** The actions a party may take on a case in `status`, in the table's order (what the pages offer). */
export function availableCaseActions(status: CaseStatus, party: CaseParty): CaseAction[] {
  return caseActions.filter(
    (action) => caseTransitions[action].by === party && nextCaseStatus(status, action) !== null,
  );
}

/**
 * Whether the submitter's answer is awaited: the latest information request or reply (in the order given, oldest
 * first) is a request.
 */
export function isInformationAwaited(responses: readonly { type: ResponseType }[]): boolean {
  const exchanges = responses.filter((r) => r.type === 'information-request' || r.type === 'information-response');
  return exchanges.at(-1)?.type === 'information-request';
}

/**
 * Who acts next on a case, the one rule of "waiting on" (issue 24): the receiver decides an open case; a case sent back
 * for information waits on the submitter's answer (`informationAnswered` false: the latest information request has no
 * reply yet; see isInformationAwaited), then on the receiver's decision again; an accepted case waits on no decision
 * (both sides work it, the submitter closes it when done), and a rejected or closed one on nobody. The case lists'
 * "waiting on us" filter is built from this function, and their rows answer it.
 */
export function partyToActNext(status: CaseStatus, informationAnswered = false): CaseParty | null {
  switch (status) {
    case 'open':
      return 'receiver';
    case 'information':
      return informationAnswered ? 'receiver' : 'submitter';
    case 'accepted':
    case 'rejected':
    case 'closed':
      return null;
  }
}

/** A case in these statuses is no longer active: the dashboard's active lists (not_closed) never show it. */
export const finishedCaseStatuses = ['rejected', 'closed'] as const satisfies readonly CaseStatus[];

/**
 * What the pages offer a party now: the table's actions for the case's status, except that while the submitter's
 * answer is awaited the receiver waits for it (C-045, C-061), and the submitter replies only then (the writer
 * refuses a second reply to one request with INFORMATION_ALREADY_SENT_MESSAGE).
 */
export function offeredCaseActions(
  status: CaseStatus,
  party: CaseParty,
  responses: readonly { type: ResponseType }[],
): CaseAction[] {
  const awaited = isInformationAwaited(responses);
  if (party === 'receiver' && status === 'information' && awaited) return [];
  return availableCaseActions(status, party).filter((action) => action !== 'reply_information' || awaited);
}

/** The response status word of the respond call names the action (DECISIONS 5, 20). */
export const respondStatusActions = {
  approval: 'accept',
  'information-request': 'request_information',
  rejection: 'reject',
  'information-reply': 'reply_information',
} as const satisfies Record<string, CaseAction>;
export type RespondStatus = keyof typeof respondStatusActions;

/** 409 when two responses race: the loser's change is not made. */
export const CASE_CHANGED_MESSAGE = 'The case changed while you were responding. Reload it to see its current state.';
export const INFORMATION_ALREADY_SENT_MESSAGE = 'The information has already been sent for this request.';

const actionWords = {
  accept: 'accepted',
  request_information: 'sent back for information',
  reject: 'rejected',
  reply_information: 'answered with information',
  close: 'closed',
} satisfies Record<CaseAction, string>;

/** 409 for an action the transition table refuses from the case's status. */
export function refusedTransitionMessage(status: CaseStatus, action: CaseAction): string {
  return `This case is ${status} and cannot be ${actionWords[action]}.`;
}
