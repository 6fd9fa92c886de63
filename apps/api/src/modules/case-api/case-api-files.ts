import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  postV1CasesFiles,
  getV1CasesFiles,
  v1CasesFilesContent,
  v1CasesFilesLink,
  v1FileUploadForm,
  type V1CaseFile,
} from '@casebridge/contract/case-api-files';
import type { CaseFile } from '@casebridge/contract/case-feed';
import { collaborateHeaders, IDEMPOTENCY_KEY_HEADER } from '@casebridge/contract/case-submission';
import { validationErrorSchema } from '@casebridge/contract/errors';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer, tooManyUploads } from '../../lib/error-answer.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { incomingUpload } from '../../lib/upload-file.ts';
import { caseFileLink, downloadCaseFile } from '../case-feed/download-case-file.ts';
import { getCaseFiles, listFilesOfCase } from '../case-feed/list-case-files.ts';
import { receiveCaseFiles } from '../case-feed/upload-case-files.ts';

const RATE_LIMITED = errorAnswer('The key made more requests this minute than its limit; see Retry-After.');
const NOT_A_PARTY = errorAnswer('No case has this id, or the caller’s company is not a party to it.');
const NO_FILE = errorAnswer('No case has this id, the caller’s company is not a party to it, or it has no such file.');

/** A case file in v1's names (ADR 50). */
export const toV1CaseFile = (file: CaseFile): V1CaseFile => ({
  id: file.id,
  filename: file.original_filename,
  description: file.description,
  contentType: file.content_type,
  size: file.size,
  company: file.company,
  uploadedBy: file.uploaded_by,
  createdAt: file.created_at,
});

/**
 * Issue 27, ADR 57: a case's files in /api/v1, each call the case page's own service (its access check, its upload
 * with the same limits and type checks, its download and signed link); only the names are v1's.
 */
export function caseApiFileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(getV1CasesFiles),
    config: { access: 'api_key', scope: 'cases:read' },
    schema: {
      operationId: 'getV1CasesFiles',
      summary: 'List a case’s files, both parties’, oldest first',
      tags: ['case-api'],
      params: getV1CasesFiles.params,
      response: { 200: getV1CasesFiles.answer, 404: NOT_A_PARTY, 429: RATE_LIMITED },
    },
    handler: async (request) => {
      const { files } = await getCaseFiles(deps, request.actor, request.params.token);
      return { data: files.map(toV1CaseFile) };
    },
  });

  r.route({
    ...routeOf(postV1CasesFiles),
    config: { access: 'api_key', scope: 'cases:write', multipartForm: v1FileUploadForm },
    schema: {
      operationId: 'postV1CasesFiles',
      summary:
        'Upload files to an accepted case or one waiting for information (multipart: files, description); an Idempotency-Key makes a retry answer the first upload’s files',
      tags: ['case-api'],
      params: postV1CasesFiles.params,
      headers: collaborateHeaders,
      consumes: ['multipart/form-data'],
      response: {
        201: postV1CasesFiles.answer,
        404: NOT_A_PARTY,
        409: errorAnswer(
          'The case is not accepted or waiting for information, or the Idempotency-Key was used for another upload.',
        ),
        413: errorAnswer('A file is larger than the upload limit; nothing is kept.'),
        422: errorAnswer(
          'No file, a type not taken, content that is not what its extension says, or too many files (field `files`).',
          validationErrorSchema,
        ),
        429: tooManyUploads,
      },
    },
    handler: async (request, reply) => {
      const { caseId, fileIds } = await receiveCaseFiles(
        deps,
        request.actor,
        request.params.token,
        incomingUpload(request, reply),
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      const added = new Set(fileIds);
      const files = await listFilesOfCase(deps.db, caseId);
      return reply.code(201).send({ data: files.filter((file) => added.has(file.id)).map(toV1CaseFile) });
    },
  });

  r.route({
    ...routeOf(v1CasesFilesContent),
    config: { access: 'api_key', scope: 'cases:read' },
    schema: {
      operationId: 'v1CasesFilesContent',
      summary: 'Download a case file: its bytes as an attachment, with its type and size',
      tags: ['case-api'],
      params: v1CasesFilesContent.params,
      response: {
        200: {
          description: 'The file, as an attachment: Content-Type the type judged on upload, Content-Length its size',
          content: { 'application/octet-stream': { schema: z.string().meta({ example: '(the file’s bytes)' }) } },
        },
        404: NO_FILE,
        429: RATE_LIMITED,
      },
    },
    handler: async (request, reply) => {
      const file = await downloadCaseFile(deps, request.actor, request.params.token, request.params.fileId);
      return sendAttachment(reply, file);
    },
  });

  r.route({
    ...routeOf(v1CasesFilesLink),
    config: { access: 'api_key', scope: 'cases:read' },
    schema: {
      operationId: 'v1CasesFilesLink',
      summary: 'A case file’s signed download URL, valid for a minute, that needs no key (for large files)',
      tags: ['case-api'],
      params: v1CasesFilesLink.params,
      response: { 200: v1CasesFilesLink.answer, 404: NO_FILE, 429: RATE_LIMITED },
    },
    handler: async (request) => {
      const link = await caseFileLink(deps, request.actor, request.params.token, request.params.fileId);
      return { url: link.url, expiresAt: link.expires_at };
    },
  });
}
