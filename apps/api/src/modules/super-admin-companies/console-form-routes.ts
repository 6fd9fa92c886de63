import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DOCUMENT_NOT_FOUND_MESSAGE } from '@casebridge/contract/company-documents';
import { COMPANY_NOT_FOUND_MESSAGE } from '@casebridge/contract/super-admin-companies';
import { validationErrorSchema } from '@casebridge/contract/errors';
import {
  FIELD_NOT_FOUND_MESSAGE,
  NO_FORM_MESSAGE,
  STALE_FORM_MESSAGE,
  VERSION_NOT_FOUND_MESSAGE,
  SAMPLE_FAILED_MESSAGE,
  postSuperAdminFormDesignerSwitch,
  postSuperAdminFormSample,
  postSuperAdminProcessForm,
  postSuperAdminProcessFormRestore,
  postSuperAdminRequirement,
  postSuperAdminRequirementRetire,
  superAdminFormChangeRequests,
  superAdminFormSources,
  superAdminProcessForm,
  superAdminProcessFormVersion,
  superAdminProcessFormVersions,
  superAdminRequirements,
} from '@casebridge/contract/process-forms';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import {
  getFormChangeRequests,
  getFormHistory,
  getFormSources,
  postFormDesignerSwitch,
  postFormSample,
  getFormVersion,
  getLibrary,
  getProcessForm,
  postLibraryField,
  postProcessForm,
  postRestoreFormVersion,
  postRetireLibraryField,
} from './console-forms.ts';

const tags = ['super_admin'];
const NO_FIELD = errorAnswer(FIELD_NOT_FOUND_MESSAGE);
const NO_PROCESS = errorAnswer(DOCUMENT_NOT_FOUND_MESSAGE);
const NO_VERSION = errorAnswer(`${DOCUMENT_NOT_FOUND_MESSAGE} Or: ${VERSION_NOT_FOUND_MESSAGE}`);
const NO_FORM = errorAnswer(NO_FORM_MESSAGE);

/** Issue 25 (ADR 46): the network's field library and a process's form, its versions and their restore. */
export function consoleFormRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'super_admin' } as const;

  routes.route({
    ...routeOf(superAdminRequirements),
    config,
    schema: {
      operationId: 'superAdminRequirements',
      summary: "The network's field library: every requirement with its type, labels, help hint and use",
      tags,
      response: { 200: superAdminRequirements.answer },
    },
    handler: (request) => getLibrary(deps, request.actor),
  });

  routes.route({
    ...routeOf(superAdminFormChangeRequests),
    config,
    schema: {
      operationId: 'superAdminFormChangeRequests',
      summary: 'The form change requests member admins sent (ADR 53), the latest 200, newest first',
      tags,
      response: { 200: superAdminFormChangeRequests.answer },
    },
    handler: (request) => getFormChangeRequests(deps, request.actor),
  });

  routes.route({
    ...routeOf(postSuperAdminRequirement),
    config,
    schema: {
      operationId: 'postSuperAdminRequirements',
      summary: 'Create (0) or edit a field of the library; the type of a field in use is fixed',
      tags,
      params: postSuperAdminRequirement.params,
      body: postSuperAdminRequirement.body,
      response: {
        200: postSuperAdminRequirement.answer,
        404: NO_FIELD,
        422: errorAnswer('The field map: type, label, code_label, help_hint', validationErrorSchema),
      },
    },
    handler: (request) => postLibraryField(deps, request.actor, request.params.requirement_id, request.body),
  });

  routes.route({
    ...routeOf(postSuperAdminRequirementRetire),
    config,
    schema: {
      operationId: 'superAdminRequirementsRetire',
      summary: 'Retire a field of the library (or bring it back); the versions that place it keep it',
      tags,
      params: postSuperAdminRequirementRetire.params,
      body: postSuperAdminRequirementRetire.body,
      response: { 200: postSuperAdminRequirementRetire.answer, 404: NO_FIELD },
    },
    handler: (request) =>
      postRetireLibraryField(deps, request.actor, request.params.requirement_id, request.body.retired),
  });

  routes.route({
    ...routeOf(superAdminProcessForm),
    config,
    schema: {
      operationId: 'getSuperAdminContactDocumentsForm',
      summary: "A process's case form: its current version's fields in their order",
      tags,
      params: superAdminProcessForm.params,
      response: { 200: superAdminProcessForm.answer, 404: NO_PROCESS, 409: NO_FORM },
    },
    handler: (request) => getProcessForm(deps, request.actor, request.params.document_id),
  });

  routes.route({
    ...routeOf(postSuperAdminProcessForm),
    config,
    schema: {
      operationId: 'postSuperAdminContactDocumentsForm',
      summary: "Save a process's case form as its next version (the version it was opened at must be the current one)",
      tags,
      params: postSuperAdminProcessForm.params,
      body: postSuperAdminProcessForm.body,
      response: {
        200: postSuperAdminProcessForm.answer,
        404: NO_PROCESS,
        409: errorAnswer(`${STALE_FORM_MESSAGE} Or: ${NO_FORM_MESSAGE}`),
        422: errorAnswer(
          'The field map: fields.{index}.options, fields.{index}.additional_settings.linked_label, ' +
            'fields.{index}.additional_settings.groups, fields.{index}.group, fields.{index}.requirement_id, ...',
          validationErrorSchema,
        ),
      },
    },
    handler: (request) => postProcessForm(deps, request.actor, request.params.document_id, request.body),
  });

  routes.route({
    ...routeOf(superAdminProcessFormVersions),
    config,
    schema: {
      operationId: 'superAdminContactDocumentsFormVersions',
      summary: "A process's versions, newest first: who saved each, when, and its fields' changes",
      tags,
      params: superAdminProcessFormVersions.params,
      response: { 200: superAdminProcessFormVersions.answer, 404: NO_PROCESS, 409: NO_FORM },
    },
    handler: (request) => getFormHistory(deps, request.actor, request.params.document_id),
  });

  routes.route({
    ...routeOf(superAdminProcessFormVersion),
    config,
    schema: {
      operationId: 'getSuperAdminContactDocumentsFormVersions',
      summary: "One version's case form",
      tags,
      params: superAdminProcessFormVersion.params,
      response: { 200: superAdminProcessFormVersion.answer, 404: NO_VERSION, 409: NO_FORM },
    },
    handler: (request) => getFormVersion(deps, request.actor, request.params.document_id, request.params.version_id),
  });

  routes.route({
    ...routeOf(postSuperAdminProcessFormRestore),
    config,
    schema: {
      operationId: 'superAdminContactDocumentsFormVersionsRestore',
      summary: "An earlier version's form restored as the process's next version",
      tags,
      params: postSuperAdminProcessFormRestore.params,
      response: { 200: postSuperAdminProcessFormRestore.answer, 404: NO_VERSION, 409: NO_FORM },
    },
    handler: (request) =>
      postRestoreFormVersion(deps, request.actor, request.params.document_id, request.params.version_id),
  });

  routes.route({
    ...routeOf(postSuperAdminFormSample),
    config,
    schema: {
      operationId: 'superAdminProcessFormsSample',
      summary: 'A sample submission checked against a draft form as a submission is; no case is created',
      tags,
      body: postSuperAdminFormSample.body,
      response: {
        200: postSuperAdminFormSample.answer,
        422: errorAnswer(SAMPLE_FAILED_MESSAGE, validationErrorSchema),
      },
    },
    handler: (request) => postFormSample(deps, request.actor, request.body),
  });

  routes.route({
    ...routeOf(superAdminFormSources),
    config,
    schema: {
      operationId: 'superAdminProcessForms',
      summary: "The network's processes with a case form whose name or company holds the search (the copy picker)",
      tags,
      querystring: superAdminFormSources.querystring,
      response: { 200: superAdminFormSources.answer },
    },
    handler: (request) => getFormSources(deps, request.actor, request.query.search),
  });

  routes.route({
    ...routeOf(postSuperAdminFormDesignerSwitch),
    config,
    schema: {
      operationId: 'superAdminCompaniesFormDesigner',
      summary: "Turn on or off a company's admins' designer of their own processes' case forms (audited)",
      tags,
      params: postSuperAdminFormDesignerSwitch.params,
      body: postSuperAdminFormDesignerSwitch.body,
      response: { 200: postSuperAdminFormDesignerSwitch.answer, 404: errorAnswer(COMPANY_NOT_FOUND_MESSAGE) },
    },
    handler: (request) => postFormDesignerSwitch(deps, request.actor, request.params.id, request.body.enabled),
  });
}
