import { describe, expect, it } from 'vitest';
import {
  availableCaseActions,
  caseActions,
  caseTransitions,
  isInformationAwaited,
  nextCaseStatus,
  offeredCaseActions,
  partyToActNext,
  respondStatusActions,
} from './case-status.ts';
import { caseStatuses } from './enums.ts';

describe('case state machine', () => {
  it('[C-070] a case is open, information, accepted, rejected or closed', () => {
    expect(caseStatuses).toEqual(['open', 'information', 'accepted', 'rejected', 'closed']);
  });

  it('[C-071] allows exactly the transitions of document 2 §4 and refuses every other', () => {
    const allowed = caseStatuses.flatMap((status) =>
      caseActions.flatMap((action) => {
        const next = nextCaseStatus(status, action);
        return next ? [`${status} -${action}-> ${next}`] : [];
      }),
    );
    expect(allowed).toEqual([
      'open -accept-> accepted',
      'open -request_information-> information',
      'information -accept-> accepted',
      'information -reject-> rejected',
      'information -reply_information-> information',
      'accepted -close-> closed',
    ]);
  });

  it('[C-060] the receiver is offered accept or request information when open, accept or reject in information', () => {
    expect(availableCaseActions('open', 'receiver')).toEqual(['accept', 'request_information']);
    expect(availableCaseActions('information', 'receiver')).toEqual(['accept', 'reject']);
    for (const status of ['accepted', 'rejected', 'closed'] as const)
      expect(availableCaseActions(status, 'receiver')).toEqual([]);
  });

  it('[C-072] only the submitter closes, and only an accepted case', () => {
    expect(caseTransitions.close.by).toBe('submitter');
    expect(availableCaseActions('accepted', 'submitter')).toEqual(['close']);
    expect(availableCaseActions('accepted', 'receiver')).toEqual([]);
  });

  it('each receiver decision writes the response type of DECISIONS 20; the reply is an information-response (DECISIONS 5)', () => {
    expect(caseTransitions.accept.response.type).toBe('approval');
    expect(caseTransitions.request_information.response.type).toBe('information-request');
    expect(caseTransitions.reject.response.type).toBe('rejection');
    expect(caseTransitions.reply_information.response).toEqual({
      type: 'information-response',
      status: 'information-reply',
    });
  });

  it('[C-045] [C-061] [C-068] the submitter is offered the reply only while the latest request has none; the receiver decides once it came', () => {
    const asked = [{ type: 'information-request' as const }];
    const answered = [...asked, { type: 'information-response' as const }];
    expect(isInformationAwaited([])).toBe(false);
    expect(isInformationAwaited(asked)).toBe(true);
    expect(isInformationAwaited(answered)).toBe(false);
    expect(offeredCaseActions('information', 'submitter', asked)).toEqual(['reply_information']);
    expect(offeredCaseActions('information', 'submitter', answered)).toEqual([]);
    expect(offeredCaseActions('information', 'receiver', answered)).toEqual(['accept', 'reject']);
    expect(offeredCaseActions('information', 'receiver', asked)).toEqual([]);
    expect(offeredCaseActions('open', 'receiver', [])).toEqual(['accept', 'request_information']);
  });

  it('the respond call’s status words name the receiver’s decisions and the submitter’s reply', () => {
    expect(respondStatusActions).toEqual({
      approval: 'accept',
      'information-request': 'request_information',
      rejection: 'reject',
      'information-reply': 'reply_information',
    });
    for (const [word, action] of Object.entries(respondStatusActions)) {
      const response = caseTransitions[action].response;
      expect(word === 'information-reply' ? response.status : response.type).toBe(word);
    }
  });
});

describe('partyToActNext', () => {
  it('[issue 24] names who acts next for each status: the receiver decides, the submitter answers information', () => {
    expect(caseStatuses.map((status) => [status, partyToActNext(status)])).toEqual([
      ['open', 'receiver'],
      ['information', 'submitter'],
      ['accepted', null],
      ['rejected', null],
      ['closed', null],
    ]);
  });

  it('[issue 24] a case whose information was answered waits on the receiver again', () => {
    expect(partyToActNext('information', true)).toBe('receiver');
    expect(partyToActNext('open', true)).toBe('receiver');
    expect(partyToActNext('closed', true)).toBeNull();
  });

  it('[issue 24] agrees with the actions offered: the party it names is offered an action, the other none', () => {
    const request = [{ type: 'information-request' as const }];
    const answered = [...request, { type: 'information-response' as const }];
    for (const status of caseStatuses) {
      for (const responses of [request, answered]) {
        const next = partyToActNext(status, !isInformationAwaited(responses));
        if (next === null) continue;
        const other = next === 'receiver' ? 'submitter' : 'receiver';
        expect(offeredCaseActions(status, next, responses).length, `${status} ${next}`).toBeGreaterThan(0);
        expect(offeredCaseActions(status, other, responses), `${status} ${other}`).toEqual([]);
      }
    }
  });
});
