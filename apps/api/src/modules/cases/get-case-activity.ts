import type { CaseActivityAnswer, CaseActivityEntry, CaseActivityKind } from '@casebridge/contract/case-activity';
import { partyMayDoWork, type CaseParty } from '@casebridge/contract/case-status';
import type { CaseResponse } from '@casebridge/contract/cases';
import type { CaseStatus, ResponseType } from '@casebridge/contract/enums';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { listFilesOfCase } from '../case-feed/list-case-files.ts';
import { CASE_NOT_FOUND_MESSAGE, requireAccess, requireCaseAccess } from '../access/require-access.ts';
import { requireCaseLink } from './case-links.ts';
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

/** Who reads the stream, as the access check of their way in found them. */
type Viewer =
  /** A signed-in user of one of the case's companies. */
  | { via: 'session'; party: CaseParty }
  /** The holder of a party's emailed link, signed in or not. */
  | { via: 'link'; party: CaseParty }
  /** The super admin's console (S-008). */
  | { via: 'console' };

/**
 * Issue 24 §2: GET /api/caller/case/{token}/activity, the case's one activity stream for a signed-in party (another
 * company gets 404 from the access check).
 */
export async function getCaseActivity(deps: AppDeps, actor: Actor | null, token: string): Promise<CaseActivityAnswer> {
  const { caseId, party } = await requireCaseAccess(deps.db, actor, 'case.read', token);
  // The member policy keeps the super admin, whose party is null, on the console's route.
  if (party === null) throw notFound(CASE_NOT_FOUND_MESSAGE);
  return caseActivity(deps, caseId, { via: 'session', party });
}

/** GET /api/caller/case/{link}/link-activity: the stream of the case a party's emailed link opens, checked as its page. */
export async function getCaseLinkActivity(deps: AppDeps, link: string, ip: string): Promise<CaseActivityAnswer> {
  const { caseId, party } = await requireCaseLink(deps.db, link, ip, deps.config.authRateLimit);
  return caseActivity(deps, caseId, { via: 'link', party });
}

/** GET /api/super_admin/escalation/{id}/activity (S-008): any case's stream for the console. */
export async function getEscalationCaseActivity(
  deps: AppDeps,
  actor: Actor | null,
  caseId: number,
): Promise<CaseActivityAnswer> {
  requireSuperAdmin(actor);
  await requireAccess(deps.db, actor, 'case.read', [caseId]);
  return caseActivity(deps, caseId, { via: 'console' });
}

/**
 * The stream: the submission, every status change with the response it wrote, the engineer corrections, the files,
 * and the notes when the viewer's company has the Collaboration Feed (C-055) or it is the console's. Oldest first;
 * entries at the same instant keep the order they were written in. Only a signed-in party adds notes or downloads.
 */
async function caseActivity(deps: AppDeps, caseId: number, viewer: Viewer): Promise<CaseActivityAnswer> {
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
  /** A file or a note: written by a person of one company, at one instant. */
  const written = (
    row: { id: number; created_at: string; company: { id: number; name: string } },
    person: string | null,
    what: Pick<CaseActivityEntry, 'kind'> & Partial<Pick<CaseActivityEntry, 'file' | 'note'>>,
  ): CaseActivityEntry => ({
    ...emptyEntry,
    ...what,
    id: `${what.kind}-${String(row.id)}`,
    at: row.created_at,
    by: { party: partyOf(row.company.id), company: row.company.name, person },
  });
  const showsNotes =
    viewer.via === 'console' || (viewer.party === 'receiver' ? view.receiverAllowsNotes : view.submitterAllowsNotes);
  const activity = [
    ...fromEvents,
    ...files.map((file) => written(file, file.uploaded_by, { kind: 'file', file })),
    ...(showsNotes ? detail.notes.map((note) => written(note, note.creator_name, { kind: 'note', note })) : []),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const signedInParty = viewer.via === 'session' ? viewer.party : null;
  return {
    activity,
    viewer: {
      shows_notes: showsNotes,
      can_add_note: showsNotes && partyMayDoWork(detail.status, signedInParty, 'note'),
      can_download_files: signedInParty !== null,
    },
  };
}
