import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  callerCaseExchangeCases,
  callerCollaborate,
  callerDbSelectOptions,
  callerDocuments,
  callerFavoritesToggle,
  callerNotesStore,
  callerPartnerGroupsDocumentsDownload,
  callerSubDocuments,
  collaborateHeaders,
  helpHints,
  IDEMPOTENCY_KEY_HEADER,
} from '@casebridge/contract/case-submission';
import { validationErrorSchema } from '@casebridge/contract/errors';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { downloadGroupDocument } from './download-group-document.ts';
import { storeNote } from './store-note.ts';
import { toggleFavorite } from './toggle-favorite.ts';
import { getCaseExchange } from './get-case-exchange.ts';
import { getDbSelectOptions } from './get-db-select-options.ts';
import { getHelpHint } from './get-help-hint.ts';
import { getPartnerDocuments } from './get-partner-documents.ts';
import { getSubDocuments } from './get-sub-documents.ts';
import { submitCase } from './submit-case.ts';

const tags = ['cases'];

export function caseSubmissionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(callerDocuments),
    config: { access: 'member' },
    schema: {
      operationId: 'callerDocuments',
      summary: "A partner's process documents for the submit page, and the priority rule",
      tags,
      params: callerDocuments.params,
      response: {
        200: callerDocuments.answer,
        404: errorAnswer('No active company or department has this id.'),
      },
    },
    handler: (request) => getPartnerDocuments(deps, request.actor, request.params.type, request.params.entity_id),
  });

  routes.route({
    ...routeOf(callerSubDocuments),
    config: { access: 'member' },
    schema: {
      operationId: 'callerSubDocuments',
      summary: "A sub-process chosen on a partner's parent process",
      tags,
      params: callerSubDocuments.params,
      response: {
        200: callerSubDocuments.answer,
        404: errorAnswer('The partner is unknown or inactive, or none of its parent processes links to this one.'),
      },
    },
    handler: (request) =>
      getSubDocuments(deps, request.actor, request.params.id, request.params.type, request.params.entity_id),
  });

  // The lists are the network's, not a company's: any signed-in user reads them (the console's sample form too).
  routes.route({
    ...routeOf(callerDbSelectOptions),
    config: { access: 'user' },
    schema: {
      operationId: 'callerDbSelectOptions',
      summary: 'The options of a db_select requirement, from an allow-listed list',
      tags,
      body: callerDbSelectOptions.body,
      response: {
        200: callerDbSelectOptions.answer,
        422: errorAnswer('The model or foreign key names no allow-listed list.', validationErrorSchema),
      },
    },
    handler: (request) => getDbSelectOptions(deps, request.actor, request.body),
  });

  routes.route({
    ...routeOf(callerCollaborate),
    config: { access: 'member' },
    schema: {
      operationId: 'callerCollaborate',
      summary: "Send a case to a partner through its process document's form",
      tags,
      params: callerCollaborate.params,
      headers: collaborateHeaders,
      body: callerCollaborate.body,
      response: {
        200: callerCollaborate.answer,
        404: errorAnswer('The partner is unavailable, or it does not offer this process.'),
        409: errorAnswer(
          'The process is not a case form (static, parent or manager); the Idempotency-Key was used for another request.',
        ),
        422: errorAnswer(
          'Field errors of the standard fields and of the requirements (custom_{id}); a case to your own company.',
          validationErrorSchema,
        ),
      },
    },
    handler: (request) =>
      submitCase(
        deps,
        request.actor,
        request.params.document_id,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      ),
  });

  routes.route({
    ...routeOf(callerFavoritesToggle),
    config: { access: 'member' },
    schema: {
      operationId: 'callerFavoritesToggle',
      summary: 'Star or unstar a partner (company or department) on one of its processes',
      tags,
      body: callerFavoritesToggle.body,
      response: {
        200: callerFavoritesToggle.answer,
        404: errorAnswer('The partner is unavailable, or the document is not one of its current processes.'),
        422: errorAnswer('A department partner without its department_id.', validationErrorSchema),
      },
    },
    handler: (request) => toggleFavorite(deps, request.actor, request.body),
  });

  routes.route({
    ...routeOf(callerNotesStore),
    config: { access: 'member' },
    schema: {
      operationId: 'callerNotesStore',
      summary:
        "Save your company's note (location company:{id}) or its internal note on a partner's process (document:{id})",
      tags,
      body: callerNotesStore.body,
      response: {
        200: callerNotesStore.answer,
        403: errorAnswer('Only business and program managers (and, for the company note, admins) edit notes.'),
        404: errorAnswer('No offered process document has this id.'),
        422: errorAnswer('The location names neither a process document nor a company.', validationErrorSchema),
      },
    },
    handler: (request) => storeNote(deps, request.actor, request.body),
  });

  routes.route({
    ...routeOf(callerPartnerGroupsDocumentsDownload),
    config: { access: 'member' },
    schema: {
      operationId: 'callerPartnerGroupsDocumentsDownload',
      summary: 'Download a group document file (always as an attachment), for members of its active group',
      tags,
      params: callerPartnerGroupsDocumentsDownload.params,
      response: {
        200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string() } } },
        404: errorAnswer('No file document with this id in an active group your company belongs to.'),
      },
    },
    handler: async (request, reply) => {
      const file = await downloadGroupDocument(deps, request.actor, request.params.community_id, request.params.id);
      return sendAttachment(reply, file);
    },
  });

  routes.route({
    ...routeOf(helpHints),
    config: { access: 'user' },
    schema: {
      operationId: 'helpHints',
      summary: 'The help hint of a form field or block: its title and sanitised HTML content',
      tags,
      params: helpHints.params,
      response: {
        200: helpHints.answer,
        404: errorAnswer('No help hint has this flag.'),
        422: errorAnswer(
          'The flag is not lowercase words joined by . _ or -, or is longer than 64.',
          validationErrorSchema,
        ),
      },
    },
    handler: (request) => getHelpHint(deps, request.actor, request.params.flag),
  });

  routes.route({
    ...routeOf(callerCaseExchangeCases),
    config: { access: 'member' },
    schema: {
      operationId: 'callerCaseExchangeCases',
      summary: "The network's case exchange url, or success false with the reason when it has none",
      tags,
      response: { 200: callerCaseExchangeCases.answer },
    },
    handler: (request) => getCaseExchange(deps, request.actor),
  });
}
