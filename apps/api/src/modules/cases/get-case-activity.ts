import type { CaseActivityAnswer, CaseActivityEntry, CaseActivityKind } from '@casebridge/contract/case-activity';
import type { CaseParty } from '@casebridge/contract/case-status';
import type { CaseResponse } from '@casebridge/contract/cases';
import type { CaseStatus, ResponseType } from '@casebridge/contract/enums';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { listFilesOfCase } from '../case-feed/list-case-files.ts';
import { CASE_NOT_FOUND_MESSAGE, requireCaseAccess } from '../access/require-access.ts';
import { toCaseDetail } from './case-mapper.ts';
import { findCaseEvents, findCaseView } from './case-repository.ts';

type EventRow = Awaited<ReturnType<typeof findCaseEvents>>[number];

const responseKinds = {
  approval: 'accepted',
  'information-request': 'information_requested',
  rejection: 'rejected',
  'information-response': 'information_provided',
} as const satisfies Record<ResponseType, CaseActivityKind>;

/** A status change without a response (close; a response row is never removed without its case). */
const statusKinds = {
  open: 'submitted',
  information: 'information_requested',
  accepted: 'accepted',
  rejected: 'rejected',
  closed: 'closed',
} as const satisfies Record<CaseStatus, CaseActivityKind>;

/** What an event records: a correction by its kind, a status change by the response it wrote or the status it reached. */
function eventKind(event: EventRow, response: CaseResponse | undefined): CaseActivityKind {
  if (event.kind === 'submission_update') return 'submission_updated';
  if (event.kind === 'response_update') return 'response_updated';
  if (event.fromStatus === null) return 'submitted';
  return response ? responseKinds[response.type] : statusKinds[event.toStatus];
}

const personName = (first: string | null, last: string | null): string | null =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/** Who sent a response through an emailed link without a session: the reviewer, else the engineer it names. */
const responderName = (response: CaseResponse | undefined): string | null =>
  response?.reviewer_name ?? response?.engineer_name ?? null;

const emptyEntry = { status: null, response: null, note: null, file: null, engineer_name: null };

/**
 * Issue 24 §2: GET /api/caller/case/{token}/activity, the case's one activity stream for a party (another company
 * gets 404 from the access check): the submission, every status change with the response it wrote, the engineer
 * corrections, the files, and the notes when the viewer's company has the Collaboration Feed (C-055). Oldest first;
 * entries at the same instant keep the order they were written in.
 */
export async function getCaseActivity(deps: AppDeps, actor: Actor | null, token: string): Promise<CaseActivityAnswer> {
  const { caseId, party } = await requireCaseAccess(deps.db, actor, 'case.read', token);
  const [view, events, files] = await Promise.all([
    findCaseView(deps.db, caseId),
    findCaseEvents(deps.db, caseId),
    listFilesOfCase(deps.db, caseId),
  ]);
  if (!view) throw notFound(CASE_NOT_FOUND_MESSAGE);
  const detail = toCaseDetail(view);
  const partyOf = (companyId: number | null): CaseParty =>
    companyId === detail.receiver.id && companyId !== detail.company.id ? 'receiver' : 'submitter';
  const companyName = (p: CaseParty) => (p === 'receiver' ? detail.receiver.name : detail.company.name);
  const responses = new Map(detail.responses.map((response) => [response.id, response]));

  const fromEvents = events.map((event): CaseActivityEntry => {
    const response = event.responseId === null ? undefined : responses.get(event.responseId);
    const by = partyOf(event.companyId);
    const correction = event.kind !== 'status';
    return {
      ...emptyEntry,
      id: `event-${String(event.id)}`,
      kind: eventKind(event, response),
      at: event.createdAt.toISOString(),
      by: {
        party: by,
        company: event.companyName ?? companyName(by),
        person: personName(event.firstName, event.lastName) ?? responderName(response),
      },
      status: correction ? null : { from: event.fromStatus, to: event.toStatus },
      response: response ?? null,
      engineer_name: correction ? event.engineerName : null,
    };
  });
  const fromFiles = files.map((file): CaseActivityEntry => ({
    ...emptyEntry,
    id: `file-${String(file.id)}`,
    kind: 'file',
    at: file.created_at,
    by: { party: partyOf(file.company.id), company: file.company.name, person: file.uploaded_by },
    file,
  }));
  const showsNotes = party === 'receiver' ? view.receiverAllowsNotes : view.submitterAllowsNotes;
  const fromNotes = showsNotes
    ? detail.notes.map((note): CaseActivityEntry => ({
        ...emptyEntry,
        id: `note-${String(note.id)}`,
        kind: 'note',
        at: note.created_at,
        by: { party: partyOf(note.company.id), company: note.company.name, person: note.creator_name },
        note,
      }))
    : [];
  const activity = [...fromEvents, ...fromFiles, ...fromNotes].sort((a, b) => a.at.localeCompare(b.at));
  return { activity };
}
