import { z } from 'zod';
import { caseFileParams, CASE_FILES_FIELD, FILES_PER_UPLOAD, UPLOAD_EXTENSIONS } from './case-feed.ts';
import { caseTokenParams } from './cases.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * Issue 27, ADR 57: a case's files in the case API /api/v1 (ADR 50's names: camelCase, ISO times). Both parties list
 * and download a case's files; either uploads while the case is accepted or waiting for information, through the
 * web app's own upload (its limits, its type checks, its access check).
 */

export const v1CaseFileSchema = z
  .object({
    id: z.number(),
    filename: z.string().describe('The name it was uploaded under (no folders)'),
    description: z.string().nullable(),
    contentType: z.string().describe('The type judged from its content on upload, which it is served with'),
    size: z.number().describe('In bytes'),
    company: z.object({ id: z.number(), name: z.string() }).describe('The party that uploaded it'),
    uploadedBy: z.string().nullable().describe('Who uploaded it; null once their account is deleted'),
    createdAt: z.string().describe('An ISO 8601 date-time in UTC'),
  })
  .meta({
    example: {
      id: 311,
      filename: 'array-logs.pdf',
      description: 'Array logs, 09:00 to 10:00 UTC',
      contentType: 'application/pdf',
      size: 48213,
      company: { id: 7, name: 'Acme' },
      uploadedBy: 'Acme Tracker',
      createdAt: '2026-11-27T10:31:07.000Z',
    },
  });
export type V1CaseFile = z.infer<typeof v1CaseFileSchema>;

export const v1CaseFilesAnswer = z.object({ data: z.array(v1CaseFileSchema) });
export type V1CaseFilesAnswer = z.infer<typeof v1CaseFilesAnswer>;

/** A file's signed download URL: it serves the file as an attachment to whoever holds it, for a minute. */
export const v1FileLinkAnswer = z
  .object({ url: z.string(), expiresAt: z.string().describe('An ISO 8601 date-time in UTC') })
  .meta({
    example: {
      url: 'https://casebridge.example/api/files/signed/5f0c...?expires=1795782727&signature=...',
      expiresAt: '2026-11-27T10:32:07.000Z',
    },
  });

/**
 * The upload's multipart/form-data body, for the API document only (the server reads the parts as they stream in,
 * lib/upload-file.ts): `files` up to FILES_PER_UPLOAD times, an optional `description`.
 */
export const v1FileUploadForm = {
  type: 'object',
  required: [CASE_FILES_FIELD],
  properties: {
    [CASE_FILES_FIELD]: {
      type: 'array',
      maxItems: FILES_PER_UPLOAD,
      items: { type: 'string', format: 'binary' },
      description: `Up to ${String(FILES_PER_UPLOAD)} files of the types ${UPLOAD_EXTENSIONS.join(', ')}, each within the deployment's upload limit; a file's first bytes must be what its extension says.`,
    },
    description: { type: 'string', maxLength: 1000, description: 'What the files are; kept with each' },
  },
  example: { files: ['(the bytes of array-logs.pdf)'], description: 'Array logs, 09:00 to 10:00 UTC' },
} as const;

export const getV1CasesFiles = {
  method: 'GET',
  path: '/api/v1/cases/:token/files',
  params: caseTokenParams,
  answer: v1CaseFilesAnswer,
} as const satisfies Endpoint;

/** A multipart body (v1FileUploadForm) with an optional Idempotency-Key; answers 201 with the files it added. */
export const postV1CasesFiles = {
  method: 'POST',
  path: '/api/v1/cases/:token/files',
  params: caseTokenParams,
  answer: v1CaseFilesAnswer,
} as const satisfies Endpoint;

/** The file's bytes, as an attachment, with its type and size. */
export const v1CasesFilesContent = {
  method: 'GET',
  path: '/api/v1/cases/:token/files/:fileId/content',
  params: caseFileParams,
} as const satisfies Endpoint;

export const v1CasesFilesLink = {
  method: 'GET',
  path: '/api/v1/cases/:token/files/:fileId/link',
  params: caseFileParams,
  answer: v1FileLinkAnswer,
} as const satisfies Endpoint;
