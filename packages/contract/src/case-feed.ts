import { z } from 'zod';
import { caseNoteBody, caseNoteSchema, caseTokenField, caseTokenParams } from './cases.ts';
import { idParam } from './fields.ts';
import type { Endpoint } from './endpoint.ts';

/** POST /api/caller/case/{token}/note answers the stored note (C-056). */
export const caseNoteAnswer = z.object({ note: caseNoteSchema });

/** the file types a case takes, by extension; the content must match the extension. */
export const UPLOAD_EXTENSIONS = ['xls', 'xlsx', 'doc', 'docx', 'pdf', 'jpg', 'jpeg', 'png'] as const;
/** the largest file an upload takes unless UPLOAD_LIMIT_MB says otherwise (GET /api/config upload_limit_bytes). */
export const DEFAULT_UPLOAD_LIMIT_MB = 20;
/** The upload limit as people read it: "20 MB", "512 kB". */
export const uploadLimitLabel = (limitBytes: number): string =>
  limitBytes >= 1024 * 1024
    ? `${String(Math.floor(limitBytes / (1024 * 1024)))} MB`
    : `${String(Math.floor(limitBytes / 1024))} kB`;
/** the 413 message, naming the deployment's limit. */
export const uploadTooLargeMessage = (limitBytes: number): string =>
  `Unable to upload your file. That max file size allowed is ${uploadLimitLabel(limitBytes)}.`;
export const UPLOAD_TYPE_MESSAGE = `Only ${UPLOAD_EXTENSIONS.join(', ')} files can be uploaded.`;
/** A field that takes only some of X-028's types says which (the group's addendum, its banner). */
export const onlyTypesMessage = (only: readonly string[]) => `Only ${only.join(', ')} files can be uploaded here.`;

/**
 * What a file field takes, for the web's field to judge a choice as the server will (issue 24 §3): the extensions
 * (null: any, the server reads the content) with what a refused one is told, the most bytes (null: the deployment's
 * upload limit, GET /api/config) and the types the browser's picker offers.
 */
export type FileFieldRule = {
  extensions: readonly string[] | null;
  typeMessage: string;
  maxBytes: number | null;
  accept: string;
};
const acceptOf = (extensions: readonly string[]) => extensions.map((ext) => `.${ext}`).join(',');
/** X-028's files: case files and group documents. */
export const uploadFileRule: FileFieldRule = {
  extensions: UPLOAD_EXTENSIONS,
  typeMessage: UPLOAD_TYPE_MESSAGE,
  maxBytes: null,
  accept: acceptOf(UPLOAD_EXTENSIONS),
};
/** A field of some of X-028's types, up to the deployment's limit. */
export const onlyTypesFileRule = (extensions: readonly string[], typeMessage = onlyTypesMessage(extensions)) => ({
  extensions,
  typeMessage,
  maxBytes: null,
  accept: acceptOf(extensions),
});
export const UPLOAD_CONTENT_MESSAGE = 'The file content does not match its extension.';
export const FILES_PER_UPLOAD = 5;
/** A file field given more files than it takes (the server's refusal; the web's file field says it first). */
export const tooManyFilesMessage = (count: number): string => `At most ${String(count)} files at a time.`;
/** The multipart field of a case upload's files (C-058): its 422 messages are keyed by it. */
export const CASE_FILES_FIELD = 'files';

/** A file attached to a case: both parties list and download it (DECISIONS 17). */
export const caseFileSchema = z.object({
  id: z.number(),
  company: z.object({ id: z.number(), name: z.string() }),
  /** The person who uploaded it (null once their account is deleted). */
  uploaded_by: z.string().nullable(),
  original_filename: z.string(),
  description: z.string().nullable(),
  content_type: z.string(),
  size: z.number(),
  created_at: z.string(),
});
export type CaseFile = z.infer<typeof caseFileSchema>;

export const caseFilesAnswer = z.object({ files: z.array(caseFileSchema) });
export type CaseFilesAnswer = z.infer<typeof caseFilesAnswer>;

export const caseFileParams = z.object({ token: caseTokenField, fileId: idParam });
export const caseDataParams = z.object({ token: caseTokenField, companyId: idParam });

/** GET /api/caller/case/{token}/data/{companyId} (C-057): reference data, never a password (DECISIONS 17). */
export const caseDataAnswer = z.object({ domain: z.string().nullable() });

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const callerCaseNote = {
  method: 'POST',
  path: '/api/caller/case/:token/note',
  params: caseTokenParams,
  body: caseNoteBody,
  answer: caseNoteAnswer,
} as const satisfies Endpoint;
export const callerCaseFiles = {
  method: 'GET',
  path: '/api/caller/case/:token/files',
  params: caseTokenParams,
  answer: caseFilesAnswer,
} as const satisfies Endpoint;
/** A file. */
export const callerCaseFilesDownload = {
  method: 'GET',
  path: '/api/caller/case/:token/files/:fileId/download',
  params: caseFileParams,
} as const satisfies Endpoint;
/** A signed URL that serves a file for a minute (ADR 44): the browser saves the file from it, straight to disk. */
export const downloadLinkAnswer = z.object({ url: z.string(), expires_at: z.string() });
export type DownloadLinkAnswer = z.infer<typeof downloadLinkAnswer>;
/** A case file's download link (the web's way to a file; the download call above serves the bytes itself). */
export const callerCaseFilesLink = {
  method: 'GET',
  path: '/api/caller/case/:token/files/:fileId/link',
  params: caseFileParams,
  answer: downloadLinkAnswer,
} as const satisfies Endpoint;
/** A multipart body (description, files); answers 201 with the case's files. */
export const v1CollaborationRequestsAttachments = {
  method: 'POST',
  path: '/api/v1/collaboration-requests/:token/attachments',
  params: caseTokenParams,
  answer: caseFilesAnswer,
} as const satisfies Endpoint;
export const callerCaseData = {
  method: 'GET',
  path: '/api/caller/case/:token/data/:companyId',
  params: caseDataParams,
  answer: caseDataAnswer,
} as const satisfies Endpoint;
