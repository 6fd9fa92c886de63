import { z } from 'zod';
import { caseFileSchema } from './case-feed.ts';
import { caseNoteSchema, caseResponseSchema, caseTokenParams } from './cases.ts';
import type { CaseParty } from './case-status.ts';
import { caseStatusSchema } from './enums.ts';
import { escalationCaseParams } from './escalation.ts';
import type { Endpoint } from './endpoint.ts';

const partySchema = z.enum(['submitter', 'receiver'] satisfies CaseParty[]);

/**
 * What an entry of a case's activity stream records (issue 24 §2): the submission, each status change with the
 * response it wrote (an information request and its answer among them), a note, a file, an engineer correction.
 */
export const caseActivityKinds = [
  'submitted',
  'accepted',
  'information_requested',
  'information_provided',
  'rejected',
  'closed',
  'note',
  'file',
  'submission_updated',
  'response_updated',
] as const;
export type CaseActivityKind = (typeof caseActivityKinds)[number];

/** One entry: when, who (the party, its company and the person, when one is known) and what. */
export const caseActivityEntrySchema = z.object({
  /** Unique within the stream: the kind of row and its id ("event-12", "note-3", "file-5"). */
  id: z.string(),
  kind: z.enum(caseActivityKinds),
  at: z.string(),
  by: z.object({
    party: partySchema,
    company: z.string(),
    /** Null when nobody signed in acted (a response through an emailed link) or the account is gone. */
    person: z.string().nullable(),
  }),
  /** A status change's statuses (null for notes, files and engineer corrections). */
  status: z.object({ from: caseStatusSchema.nullable(), to: caseStatusSchema }).nullable(),
  /** The response the status change wrote: its note, next steps, engineer or the submitter's answer. */
  response: caseResponseSchema.nullable(),
  note: caseNoteSchema.nullable(),
  file: caseFileSchema.nullable(),
  /** The engineer an engineer correction names. */
  engineer_name: z.string().nullable(),
});
export type CaseActivityEntry = z.infer<typeof caseActivityEntrySchema>;

/**
 * What the viewer of a stream may see and do, decided by the server for the way they came (ADR 43): a signed-in
 * party by its company and the case's status, an emailed link's holder and the console read only.
 */
export const caseActivityViewerSchema = z.object({
  /** The notes are in the stream: the viewer's company has the Collaboration Feed (C-055), or the console. */
  shows_notes: z.boolean(),
  /** The viewer may add a note now (C-056, DECISIONS 21): a signed-in party while the case takes notes. */
  can_add_note: z.boolean(),
  /** The viewer may download the stream's files (C-057): the signed-in parties. */
  can_download_files: z.boolean(),
});
export type CaseActivityViewer = z.infer<typeof caseActivityViewerSchema>;

/**
 * The case's one activity stream, oldest first (a case reads as its story, and the note form follows its latest
 * entry), with what the viewer may do about it. Notes are in it only when `viewer.shows_notes`.
 */
export const caseActivityAnswer = z.object({
  activity: z.array(caseActivityEntrySchema),
  viewer: caseActivityViewerSchema,
});
export type CaseActivityAnswer = z.infer<typeof caseActivityAnswer>;

/** GET /api/caller/case/{token}/activity: the stream for the signed-in users of the case's two companies. */
export const callerCaseActivity = {
  method: 'GET',
  path: '/api/caller/case/:token/activity',
  params: caseTokenParams,
  answer: caseActivityAnswer,
} as const satisfies Endpoint;

/**
 * GET /api/caller/case/{link}/link-activity: the stream for the holder of a party's emailed link (X-014: the link
 * is the whole credential, checked as GET /api/caller/case/{link} checks it), read only.
 */
export const callerCaseLinkActivity = {
  method: 'GET',
  path: '/api/caller/case/:token/link-activity',
  params: caseTokenParams,
  answer: caseActivityAnswer,
} as const satisfies Endpoint;

/** GET /api/super_admin/escalation/{id}/activity (S-008): any case's stream for the console, read only. */
export const superAdminEscalationActivity = {
  method: 'GET',
  path: '/api/super_admin/escalation/:id/activity',
  params: escalationCaseParams,
  answer: caseActivityAnswer,
} as const satisfies Endpoint;
