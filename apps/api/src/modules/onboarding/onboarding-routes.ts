import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agreementDocuments } from '@casebridge/contract/enums';
import { validationErrorSchema } from '@casebridge/contract/errors';
import {
  ONBOARDING_TOKEN_HEADER,
  onboardingSessionHeaders,
  type onboardingStepAnswer,
  type vhostParam,
  superAdminOnboardingQueue,
  onboardingVerifyEmail,
  onboardingVerify,
  onboardingSession,
  onboardingRestore,
  onboardingValidateContact,
  onboardingAgreements,
  onboardingPayment,
  onboardingRegister,
  onboardingRegisterLimited,
  onboardingRegisterExisting,
  onboardingDocuments,
  agreementDocumentEndpoints,
} from '@casebridge/contract/onboarding';
import type { AppDeps } from '../../app-deps.ts';
import { operationIdOf, routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { getAgreementDocument } from './agreement-documents.ts';
import { getOnboardingState } from './onboarding-session.ts';
import { payByCard } from './pay-by-card.ts';
import { registerExisting, registerLimited, listOnboardingDocuments } from './register-existing.ts';
import { registerProcess } from './register-process.ts';
import { restoreSession } from './restore-session.ts';
import { listOnboardingQueue } from './list-onboarding-queue.ts';
import { saveAgreements } from './save-agreements.ts';
import { validateContact } from './validate-contact.ts';
import { openVerifyLink, verifyEmail } from './verify-email.ts';

/**
 * The onboarding wizard's API (O-002..O-027). The email check is public; every later call is authorised by the
 * session token it carries (policy token), and only on the vhost of the program the session belongs to.
 */
export function onboardingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(superAdminOnboardingQueue),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminOnboardingQueue',
      summary: 'The onboarding requests waiting for the super admin (approval, or a payment by invoice)',
      tags: ['onboarding'],
      response: { 200: superAdminOnboardingQueue.answer },
    },
    handler: (request) => listOnboardingQueue(deps, request.actor),
  });
  const failures = {
    403: errorAnswer('The partner program is not accepting registrations.'),
    404: errorAnswer('No partner program uses this vhost, or the session token is not one of its sessions.'),
    409: errorAnswer('Another window saved this registration first, or it was already submitted.'),
    422: errorAnswer('Field errors, keyed user.*, company.*, document.* or agreements.', validationErrorSchema),
    429: errorAnswer('Too many onboarding requests from this address: try again later.'),
  };
  /** The schema of a wizard step's save (beside its body): the step's endpoint and the failures every step shares. */
  const stepSchema = (endpoint: { params: typeof vhostParam; answer: typeof onboardingStepAnswer }) => ({
    params: endpoint.params,
    tags: ['onboarding'],
    response: { 200: endpoint.answer, ...failures },
  });

  r.route({
    ...routeOf(onboardingVerifyEmail),
    config: { access: 'public' },
    schema: {
      operationId: 'onboardingVerifyEmail',
      summary:
        "Check a work email on a partner program's home: the address gets a single-use link (the same answer for every address)",
      tags: ['onboarding'],
      params: onboardingVerifyEmail.params,
      body: onboardingVerifyEmail.body,
      response: {
        200: onboardingVerifyEmail.answer,
        403: failures[403],
        404: failures[404],
        422: failures[422],
        429: failures[429],
      },
    },
    handler: (request) => verifyEmail(deps, request.params.vhost, request.body, request.ip),
  });

  r.route({
    ...routeOf(onboardingVerify),
    config: { access: 'token' },
    schema: {
      operationId: 'onboardingVerify',
      summary: "Open the email check's emailed link (single use): the session starts, or the address is told why not",
      tags: ['onboarding'],
      params: onboardingVerify.params,
      response: {
        200: onboardingVerify.answer,
        403: failures[403],
        404: errorAnswer('The link is unknown, used or expired, or not one of this program.'),
        429: failures[429],
      },
    },
    handler: (request) => openVerifyLink(deps, request.params.vhost, request.params.token, request.ip),
  });

  r.route({
    ...routeOf(onboardingSession),
    config: { access: 'token' },
    schema: {
      operationId: 'onboardingSession',
      summary:
        'Read the onboarding session (the wizard reloaded at any step); the token in the x-onboarding-session header',
      tags: ['onboarding'],
      params: onboardingSession.params,
      headers: onboardingSessionHeaders,
      response: { 200: onboardingSession.answer, 403: failures[403], 404: failures[404] },
    },
    handler: (request) => getOnboardingState(deps, request.params.vhost, request.headers[ONBOARDING_TOKEN_HEADER]),
  });

  r.route({
    ...routeOf(onboardingRestore),
    config: { access: 'token' },
    schema: {
      operationId: 'onboardingRestore',
      summary: 'Restore a saved onboarding session from its emailed link (single use, expires)',
      tags: ['onboarding'],
      params: onboardingRestore.params,
      response: {
        200: onboardingRestore.answer,
        404: errorAnswer('The link is unknown, used or expired, or its registration was submitted.'),
        429: failures[429],
      },
    },
    handler: (request) => restoreSession(deps, request.params.token, request.ip),
  });

  r.route({
    ...routeOf(onboardingValidateContact),
    config: { access: 'token' },
    schema: {
      ...stepSchema(onboardingValidateContact),
      operationId: 'onboardingValidateContact',
      summary: 'Check and save the contact step (user and company), or save it for later',
      body: onboardingValidateContact.body,
    },
    handler: (request) => validateContact(deps, request.params.vhost, request.body, request.ip),
  });

  r.route({
    ...routeOf(onboardingAgreements),
    config: { access: 'token' },
    schema: {
      ...stepSchema(onboardingAgreements),
      operationId: 'onboardingAgreements',
      summary: 'Accept the agreements (and choose the contract length and payment type)',
      body: onboardingAgreements.body,
    },
    handler: (request) => saveAgreements(deps, request.params.vhost, request.body, request.ip),
  });

  r.route({
    ...routeOf(onboardingPayment),
    config: { access: 'token' },
    schema: {
      ...stepSchema(onboardingPayment),
      operationId: 'onboardingPayment',
      summary: "Pay a paid program's membership by card: the card payment provider's token, never the card",
      body: onboardingPayment.body,
    },
    handler: (request) => payByCard(deps, request.params.vhost, request.body, request.ip),
  });

  r.route({
    ...routeOf(onboardingRegister),
    config: { access: 'token' },
    schema: {
      ...stepSchema(onboardingRegister),
      operationId: 'onboardingRegister',
      summary: "Save the new member's process and submit the registration, or save it for later",
      body: onboardingRegister.body,
    },
    handler: (request) => registerProcess(deps, request.params.vhost, request.body, request.ip),
  });

  r.route({
    ...routeOf(onboardingRegisterLimited),
    config: { access: 'token' },
    schema: {
      ...stepSchema(onboardingRegisterLimited),
      operationId: 'onboardingRegisterLimited',
      summary: 'Submit the registration of an existing limited member',
      body: onboardingRegisterLimited.body,
    },
    handler: (request) => registerLimited(deps, request.params.vhost, request.body, request.ip),
  });

  r.route({
    ...routeOf(onboardingRegisterExisting),
    config: { access: 'token' },
    schema: {
      ...stepSchema(onboardingRegisterExisting),
      operationId: 'onboardingRegisterExisting',
      summary: 'Submit the registration of an existing member with one of its processes',
      body: onboardingRegisterExisting.body,
    },
    handler: (request) => registerExisting(deps, request.params.vhost, request.body, request.ip),
  });

  r.route({
    ...routeOf(onboardingDocuments),
    config: { access: 'token' },
    schema: {
      operationId: 'onboardingDocuments',
      summary: "List the session's existing company's processes",
      tags: ['onboarding'],
      params: onboardingDocuments.params,
      headers: onboardingSessionHeaders,
      response: { 200: onboardingDocuments.answer, 403: failures[403], 404: failures[404] },
    },
    handler: (request) =>
      listOnboardingDocuments(
        deps,
        request.params.vhost,
        request.headers[ONBOARDING_TOKEN_HEADER],
        request.params.company_id,
      ),
  });

  for (const which of agreementDocuments) {
    const endpoint = agreementDocumentEndpoints[which];
    r.route({
      ...routeOf(endpoint),
      config: { access: 'public' },
      schema: {
        operationId: operationIdOf('onboarding', which),
        summary: `Download the program's ${which.replaceAll('_', ' ')}`,
        tags: ['onboarding'],
        params: endpoint.params,
        response: {
          200: { description: 'The document', content: { 'application/octet-stream': { schema: z.string() } } },
          403: failures[403],
          404: errorAnswer('No such program, or it has no such document.'),
        },
      },
      handler: async (request, reply) =>
        sendAttachment(reply, await getAgreementDocument(deps, request.params.vhost, which)),
    });
  }
}
