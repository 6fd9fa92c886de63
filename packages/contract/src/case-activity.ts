import { z } from 'zod';
import { caseFileSchema } from './case-feed.ts';
import { caseNoteSchema, caseResponseSchema, caseTokenParams } from './cases.ts';
import type { CaseParty } from './case-status.ts';
import { caseStatusSchema } from './enums.ts';
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
 * GET /api/caller/case/{token}/activity: the case's one activity stream, oldest first (a case reads as its story,
 * and the note form follows its latest entry), for the signed-in users of its two companies. Notes are in it only
 * for a viewer whose company has the Collaboration Feed (C-055).
 */
export const caseActivityAnswer = z.object({ activity: z.array(caseActivityEntrySchema) });
export type CaseActivityAnswer = z.infer<typeof caseActivityAnswer>;

export const callerCaseActivity = {
  method: 'GET',
  path: '/api/caller/case/:token/activity',
  params: caseTokenParams,
  answer: caseActivityAnswer,
} as const satisfies Endpoint;
