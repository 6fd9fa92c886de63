import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validationErrorSchema } from '@casebridge/contract/errors';
import {
  DESIGNER_OFF_MESSAGE,
  NO_FORM_MESSAGE,
  SAMPLE_FAILED_MESSAGE,
  STALE_FORM_MESSAGE,
  adminProcessForm,
  adminProcessFormVersion,
  adminProcessFormVersions,
  adminRequirements,
  postAdminFormChangeRequest,
  postAdminFormSample,
  postAdminProcessForm,
  postAdminProcessFormRestore,
} from '@casebridge/contract/process-forms';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import {
  getMemberFormHistory,
  getMemberFormVersion,
  getMemberLibrary,
  getMemberProcessForm,
  postMemberFormRestore,
  postMemberFormSample,
  postMemberProcessForm,
  requestFormChange,
} from './member-process-forms.ts';

const tags = ['admin'];
const OWN_PROCESS_ONLY = errorAnswer(
  "No process of the admin's company has this id (another company's is not found); or no such version of it.",
);
const DESIGNER_OFF = errorAnswer(`Not a company admin, or: ${DESIGNER_OFF_MESSAGE}`);
const NO_FORM = errorAnswer(NO_FORM_MESSAGE);
const FIELD_MAP = errorAnswer(
  'The field map: fields.{index}.options, fields.{index}.additional_settings.linked_label, fields.{index}.group, ...',
  validationErrorSchema,
);

/**
 * Issue 25 §5 (ADR 53): a company admin's own processes' case forms: the form as partners see it, its versions, a
 * change request to the network, and (where the network turned it on for the company) the designer's save and restore.
 */
export function memberFormRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'company_admin' } as const;

  routes.route({
    ...routeOf(adminProcessForm),
    config,
    schema: {
      operationId: 'getAdminCompanyDocumentsForm',
      summary: "The admin's process's case form (current version) and whether the admin may design it",
      tags,
      params: adminProcessForm.params,
      response: { 200: adminProcessForm.answer, 404: OWN_PROCESS_ONLY, 409: NO_FORM },
    },
    handler: (request) => getMemberProcessForm(deps, request.actor, request.params.document_id),
  });

  routes.route({
    ...routeOf(postAdminProcessForm),
    config,
    schema: {
      operationId: 'postAdminCompanyDocumentsForm',
      summary: "Save the admin's process's case form as its next version (checked exactly as the console's save)",
      tags,
      params: postAdminProcessForm.params,
      body: postAdminProcessForm.body,
      response: {
        200: postAdminProcessForm.answer,
        403: DESIGNER_OFF,
        404: OWN_PROCESS_ONLY,
        409: errorAnswer(`${STALE_FORM_MESSAGE} Or: ${NO_FORM_MESSAGE}`),
        422: FIELD_MAP,
      },
    },
    handler: (request) => postMemberProcessForm(deps, request.actor, request.params.document_id, request.body),
  });

  routes.route({
    ...routeOf(adminProcessFormVersions),
    config,
    schema: {
      operationId: 'adminCompanyDocumentsFormVersions',
      summary: "The admin's process's versions, newest first, with who saved each and the fields' changes",
      tags,
      params: adminProcessFormVersions.params,
      response: { 200: adminProcessFormVersions.answer, 404: OWN_PROCESS_ONLY, 409: NO_FORM },
    },
    handler: (request) => getMemberFormHistory(deps, request.actor, request.params.document_id),
  });

  routes.route({
    ...routeOf(adminProcessFormVersion),
    config,
    schema: {
      operationId: 'getAdminCompanyDocumentsFormVersions',
      summary: "One version of the admin's process's case form",
      tags,
      params: adminProcessFormVersion.params,
      response: { 200: adminProcessFormVersion.answer, 404: OWN_PROCESS_ONLY, 409: NO_FORM },
    },
    handler: (request) =>
      getMemberFormVersion(deps, request.actor, request.params.document_id, request.params.version_id),
  });

  routes.route({
    ...routeOf(postAdminProcessFormRestore),
    config,
    schema: {
      operationId: 'adminCompanyDocumentsFormVersionsRestore',
      summary: "An earlier version's form restored as the admin's process's next version",
      tags,
      params: postAdminProcessFormRestore.params,
      response: { 200: postAdminProcessFormRestore.answer, 403: DESIGNER_OFF, 404: OWN_PROCESS_ONLY, 409: NO_FORM },
    },
    handler: (request) =>
      postMemberFormRestore(deps, request.actor, request.params.document_id, request.params.version_id),
  });

  routes.route({
    ...routeOf(postAdminFormChangeRequest),
    config,
    schema: {
      operationId: 'adminCompanyDocumentsFormChangeRequest',
      summary: "Request a change: the admin's note to the network team, with the form's current version number",
      tags,
      params: postAdminFormChangeRequest.params,
      body: postAdminFormChangeRequest.body,
      response: {
        200: postAdminFormChangeRequest.answer,
        404: OWN_PROCESS_ONLY,
        409: NO_FORM,
        422: errorAnswer('The field map: note', validationErrorSchema),
        429: errorAnswer('Too many change requests this hour: try again later.'),
      },
    },
    handler: (request) => requestFormChange(deps, request.actor, request.params.document_id, request.body.note),
  });

  routes.route({
    ...routeOf(adminRequirements),
    config,
    schema: {
      operationId: 'adminCompanyRequirements',
      summary: "The network's field library, for a company whose admins design their forms",
      tags,
      response: { 200: adminRequirements.answer, 403: DESIGNER_OFF },
    },
    handler: (request) => getMemberLibrary(deps, request.actor),
  });

  routes.route({
    ...routeOf(postAdminFormSample),
    config,
    schema: {
      operationId: 'adminCompanyProcessFormsSample',
      summary: 'A sample submission checked against a draft form as a submission is; no case is created',
      tags,
      body: postAdminFormSample.body,
      response: { 200: postAdminFormSample.answer, 422: errorAnswer(SAMPLE_FAILED_MESSAGE, validationErrorSchema) },
    },
    handler: (request) => postMemberFormSample(deps, request.actor, request.body),
  });
}
