import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationErrorSchema } from '@casebridge/contract/errors';
import {
  agreementsBody,
  paymentBody,
  ONBOARDING_TOKEN_HEADER,
  onboardingDocumentsAnswer,
  onboardingDocumentsParams,
  onboardingQueueAnswer,
  onboardingSessionHeaders,
  onboardingStateAnswer,
  onboardingStepAnswer,
  registerExistingBody,
  registerLimitedBody,
  registerProcessBody,
  restoreTokenParam,
  validateContactBody,
  verifyEmailAnswer,
  verifyEmailBody,
  verifyLinkParams,
  vhostParam,
} from '@casebridge/contract/onboarding';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { agreementDocuments, getAgreementDocument } from './agreement-documents.ts';
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

  r.get('/api/super_admin/onboarding/queue', {
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminOnboardingQueue',
      summary: 'The onboarding requests waiting for the super admin (approval, or a payment by invoice)',
      tags: ['onboarding'],
      response: { 200: onboardingQueueAnswer },
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
  const stepRoute = {
    params: vhostParam,
    tags: ['onboarding'],
    response: { 200: onboardingStepAnswer, ...failures },
  };

  r.post('/api/onboarding/:vhost/verify_email', {
    config: { access: 'public' },
    schema: {
      operationId: 'onboardingVerifyEmail',
      summary:
        "Check a work email on a partner program's home: the address gets a single-use link (the same answer for every address)",
      tags: ['onboarding'],
      params: vhostParam,
      body: verifyEmailBody,
      response: {
        200: verifyEmailAnswer,
        403: failures[403],
        404: failures[404],
        422: failures[422],
        429: failures[429],
      },
    },
    handler: (request) => verifyEmail(deps, request.params.vhost, request.body, request.ip),
  });

  r.get('/api/onboarding/:vhost/verify/:token', {
    config: { access: 'token' },
    schema: {
      operationId: 'onboardingVerify',
      summary: "Open the email check's emailed link (single use): the session starts, or the address is told why not",
      tags: ['onboarding'],
      params: verifyLinkParams,
      response: {
        200: verifyEmailAnswer,
        403: failures[403],
        404: errorAnswer('The link is unknown, used or expired, or not one of this program.'),
        429: failures[429],
      },
    },
    handler: (request) => openVerifyLink(deps, request.params.vhost, request.params.token, request.ip),
  });

  r.get('/api/onboarding/:vhost/session', {
    config: { access: 'token' },
    schema: {
      operationId: 'onboardingSession',
      summary:
        'Read the onboarding session (the wizard reloaded at any step); the token in the x-onboarding-session header',
      tags: ['onboarding'],
      params: vhostParam,
      headers: onboardingSessionHeaders,
      response: { 200: onboardingStateAnswer, 403: failures[403], 404: failures[404] },
    },
    handler: (request) => getOnboardingState(deps, request.params.vhost, request.headers[ONBOARDING_TOKEN_HEADER]),
  });

  r.get('/api/onboarding/restore/:token', {
    config: { access: 'token' },
    schema: {
      operationId: 'onboardingRestore',
      summary: 'Restore a saved onboarding session from its emailed link (single use, expires)',
      tags: ['onboarding'],
      params: restoreTokenParam,
      response: {
        200: onboardingStateAnswer,
        404: errorAnswer('The link is unknown, used or expired, or its registration was submitted.'),
        429: failures[429],
      },
    },
    handler: (request) => restoreSession(deps, request.params.token, request.ip),
  });

  r.post('/api/onboarding/:vhost/validate_contact', {
    config: { access: 'token' },
    schema: {
      ...stepRoute,
      operationId: 'onboardingValidateContact',
      summary: 'Check and save the contact step (user and company), or save it for later',
      body: validateContactBody,
    },
    handler: (request) => validateContact(deps, request.params.vhost, request.body, request.ip),
  });

  r.post('/api/onboarding/:vhost/agreements', {
    config: { access: 'token' },
    schema: {
      ...stepRoute,
      operationId: 'onboardingAgreements',
      summary: 'Accept the agreements (and choose the contract length and payment type)',
      body: agreementsBody,
    },
    handler: (request) => saveAgreements(deps, request.params.vhost, request.body, request.ip),
  });

  r.post('/api/onboarding/:vhost/payment', {
    config: { access: 'token' },
    schema: {
      ...stepRoute,
      operationId: 'onboardingPayment',
      summary: "Pay a paid program's membership by card: the card payment provider's token, never the card",
      body: paymentBody,
    },
    handler: (request) => payByCard(deps, request.params.vhost, request.body, request.ip),
  });

  r.post('/api/onboarding/:vhost/register', {
    config: { access: 'token' },
    schema: {
      ...stepRoute,
      operationId: 'onboardingRegister',
      summary: "Save the new member's process and submit the registration, or save it for later",
      body: registerProcessBody,
    },
    handler: (request) => registerProcess(deps, request.params.vhost, request.body, request.ip),
  });

  r.post('/api/onboarding/:vhost/register/limited', {
    config: { access: 'token' },
    schema: {
      ...stepRoute,
      operationId: 'onboardingRegisterLimited',
      summary: 'Submit the registration of an existing limited member',
      body: registerLimitedBody,
    },
    handler: (request) => registerLimited(deps, request.params.vhost, request.body, request.ip),
  });

  r.post('/api/onboarding/:vhost/register/existing', {
    config: { access: 'token' },
    schema: {
      ...stepRoute,
      operationId: 'onboardingRegisterExisting',
      summary: 'Submit the registration of an existing member with one of its processes',
      body: registerExistingBody,
    },
    handler: (request) => registerExisting(deps, request.params.vhost, request.body, request.ip),
  });

  r.get('/api/onboarding/:vhost/documents/:company_id', {
    config: { access: 'token' },
    schema: {
      operationId: 'onboardingDocuments',
      summary: "List the session's existing company's processes",
      tags: ['onboarding'],
      params: onboardingDocumentsParams,
      headers: onboardingSessionHeaders,
      response: { 200: onboardingDocumentsAnswer, 403: failures[403], 404: failures[404] },
    },
    handler: (request) =>
      listOnboardingDocuments(
        deps,
        request.params.vhost,
        request.headers[ONBOARDING_TOKEN_HEADER],
        request.params.company_id,
      ),
  });

  const documentOperationIds = {
    addendum: 'onboardingAddendum',
    code_of_conduct: 'onboardingCodeOfConduct',
    current_license: 'onboardingCurrentLicense',
  } as const;
  for (const which of agreementDocuments) {
    r.get(`/api/onboarding/:vhost/${which}`, {
      config: { access: 'public' },
      schema: {
        operationId: documentOperationIds[which],
        summary: `Download the program's ${which.replace('_', ' ')}`,
        tags: ['onboarding'],
        params: vhostParam,
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
