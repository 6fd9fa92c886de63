import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  callerCaseData,
  callerCaseFiles,
  callerCaseFilesDownload,
  callerCaseFilesLink,
  callerCaseNote,
  v1CollaborationRequestsAttachments,
} from '@casebridge/contract/case-feed';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer, tooManyUploads } from '../../lib/error-answer.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { incomingUpload } from '../../lib/upload-file.ts';
import { addCaseNote } from './add-case-note.ts';
import { caseFileLink, downloadCaseFile } from './download-case-file.ts';
import { getCaseData } from './get-case-data.ts';
import { getCaseFiles } from './list-case-files.ts';
import { uploadCaseFiles } from './upload-case-files.ts';

const notAParty = errorAnswer('No case has this token, or your company is not a party to it.');
const feedClosed = errorAnswer('The case is not accepted or in information.');

export function caseFeedRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(callerCaseNote),
    config: { access: 'member' },
    schema: {
      operationId: 'callerCaseNote',
      summary: "Add a note to a case's Collaboration Feed",
      tags: ['cases'],
      params: callerCaseNote.params,
      body: callerCaseNote.body,
      response: {
        200: callerCaseNote.answer,
        403: errorAnswer('Your company needs Single Sign-On for the Collaboration Feed.'),
        404: notAParty,
        409: feedClosed,
      },
    },
    handler: async (request) => ({
      note: await addCaseNote(deps, request.actor, request.params.token, request.body),
    }),
  });

  routes.route({
    ...routeOf(callerCaseFiles),
    config: { access: 'member' },
    schema: {
      operationId: 'callerCaseFiles',
      summary: "List a case's files",
      tags: ['cases'],
      params: callerCaseFiles.params,
      response: { 200: callerCaseFiles.answer, 404: notAParty },
    },
    handler: (request) => getCaseFiles(deps, request.actor, request.params.token),
  });

  routes.route({
    ...routeOf(callerCaseFilesDownload),
    config: { access: 'member' },
    schema: {
      operationId: 'callerCaseFilesDownload',
      summary: 'Download a case file (always as an attachment)',
      tags: ['cases'],
      params: callerCaseFilesDownload.params,
      response: {
        200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string() } } },
        404: notAParty,
      },
    },
    handler: async (request, reply) => {
      const file = await downloadCaseFile(deps, request.actor, request.params.token, request.params.fileId);
      return sendAttachment(reply, file);
    },
  });

  routes.route({
    ...routeOf(callerCaseFilesLink),
    config: { access: 'member' },
    schema: {
      operationId: 'callerCaseFilesLink',
      summary: "A case file's signed download URL, valid for a minute",
      tags: ['cases'],
      params: callerCaseFilesLink.params,
      response: { 200: callerCaseFilesLink.answer, 404: notAParty },
    },
    handler: (request) => caseFileLink(deps, request.actor, request.params.token, request.params.fileId),
  });

  routes.route({
    ...routeOf(v1CollaborationRequestsAttachments),
    config: { access: 'member' },
    schema: {
      operationId: 'v1CollaborationRequestsAttachments',
      summary: 'Upload files to a case (multipart: description, files)',
      tags: ['cases'],
      params: v1CollaborationRequestsAttachments.params,
      consumes: ['multipart/form-data'],
      response: {
        201: v1CollaborationRequestsAttachments.answer,
        404: notAParty,
        409: feedClosed,
        413: errorAnswer('A file is larger than the limit.'),
        429: tooManyUploads,
      },
    },
    handler: async (request, reply) => {
      const answer = await uploadCaseFiles(deps, request.actor, request.params.token, incomingUpload(request, reply));
      return reply.code(201).send(answer);
    },
  });

  routes.route({
    ...routeOf(callerCaseData),
    config: { access: 'member' },
    schema: {
      operationId: 'callerCaseData',
      summary: "A party company's reference data for the case",
      tags: ['cases'],
      params: callerCaseData.params,
      response: { 200: callerCaseData.answer, 404: notAParty },
    },
    handler: (request) => getCaseData(deps, request.actor, request.params.token, request.params.companyId),
  });
}
