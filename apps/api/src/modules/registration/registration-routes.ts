import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '@casebridge/contract/errors';
import { slugParam } from '@casebridge/contract/landing';
import {
  approvalAnswer,
  approvalBody,
  approvalParams,
  emailedTokenParam,
  registerAnswer,
  registerBody,
  verifyAccountBody,
  verifyAnswer,
} from '@casebridge/contract/registration';
import { successAnswer } from '@casebridge/contract/auth';
import {
  networkRegistrationQueueAnswer,
  registrationQueueAnswer,
  registrationQueueParams,
} from '@casebridge/contract/users';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { decideQueuedRegistration } from './decide-queued-registration.ts';
import { decideRegistration } from './decide-registration.ts';
import { listNetworkRegistrationQueue, listRegistrationQueue } from './list-registration-queue.ts';
import { registerUser } from './register-user.ts';
import { resendVerification } from './resend-verification.ts';
import { verifyAccount } from './verify-account.ts';

export function registrationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tooMany = errorAnswer('Too many attempts from this address: try again later.');

  r.post('/api/caller/register/:slug', {
    config: { access: 'public' },
    schema: {
      operationId: 'callerRegister',
      summary: "Register a user on a company's login page (the answer never says whether the address has an account)",
      tags: ['registration'],
      params: slugParam,
      body: registerBody,
      response: {
        200: registerAnswer,
        403: errorAnswer('The company is disabled or does not register users.'),
        404: errorAnswer('No company has this slug.'),
        429: tooMany,
      },
    },
    handler: (request) => registerUser(deps, request.params.slug, request.body, request.ip),
  });

  r.get('/api/auth/verify/:token', {
    config: { access: 'token' },
    schema: {
      operationId: 'authVerify',
      summary: 'Verify a registration with its emailed link (single use)',
      tags: ['registration'],
      params: emailedTokenParam,
      response: { 200: verifyAnswer, 429: tooMany },
    },
    handler: (request) => verifyAccount(deps, request.params.token, request.ip),
  });

  r.post('/api/auth/verify_account', {
    config: { access: 'public' },
    schema: {
      operationId: 'authVerifyAccount',
      summary: 'Email a new verification link to a registration that was never verified',
      tags: ['registration'],
      body: verifyAccountBody,
      response: { 200: messageSchema, 429: tooMany },
    },
    handler: (request) => resendVerification(deps, request.body, request.ip),
  });

  r.post('/api/users/approval/:token/:action', {
    config: { access: 'token' },
    schema: {
      operationId: 'usersApproval',
      summary: "Approve or reject a registration with a signup manager's emailed link (single use)",
      tags: ['registration'],
      params: approvalParams,
      body: approvalBody,
      response: {
        200: approvalAnswer,
        400: errorAnswer('The link is unknown, used or expired, or its manager no longer decides registrations.'),
        409: errorAnswer('The registration has already been approved or rejected.'),
        429: tooMany,
      },
    },
    handler: (request) => decideRegistration(deps, { ...request.params, body: request.body }, request.ip),
  });

  r.get('/api/admin/company/registration/queue', {
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyRegistrationQueue',
      summary: "The admin's company's registrations waiting for approval",
      tags: ['registration'],
      response: { 200: registrationQueueAnswer },
    },
    handler: (request) => listRegistrationQueue(deps, request.actor),
  });

  for (const action of ['approve', 'reject'] as const) {
    r.get(`/api/admin/company/registration/:id/${action}`, {
      config: { access: 'company_admin' },
      schema: {
        operationId: action === 'approve' ? 'adminCompanyRegistrationApprove' : 'adminCompanyRegistrationReject',
        summary: `${action === 'approve' ? 'Approve' : 'Reject'} a registration of the admin's company`,
        tags: ['registration'],
        params: registrationQueueParams,
        response: {
          200: successAnswer,
          404: errorAnswer("No registration of the admin's company has this id."),
          409: errorAnswer('The registration is not waiting for approval (already decided, or not verified).'),
        },
      },
      handler: (request) =>
        decideQueuedRegistration(deps, request.actor, { id: request.params.id, action, scope: 'company' }, request.ip),
    });
  }

  r.get('/api/super_admin/registration/queue', {
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminRegistrationQueue',
      summary: "Every company's registrations waiting for approval",
      tags: ['registration'],
      response: { 200: networkRegistrationQueueAnswer },
    },
    handler: (request) => listNetworkRegistrationQueue(deps, request.actor),
  });

  for (const action of ['approve', 'reject'] as const) {
    r.get(`/api/super_admin/registration/:id/${action}`, {
      config: { access: 'super_admin' },
      schema: {
        operationId: action === 'approve' ? 'superAdminRegistrationApprove' : 'superAdminRegistrationReject',
        summary: `${action === 'approve' ? 'Approve' : 'Reject'} a registration of any company`,
        tags: ['registration'],
        params: registrationQueueParams,
        response: {
          200: successAnswer,
          404: errorAnswer('No registration has this id.'),
          409: errorAnswer('The registration is not waiting for approval (already decided, or not verified).'),
        },
      },
      handler: (request) =>
        decideQueuedRegistration(deps, request.actor, { id: request.params.id, action, scope: 'network' }, request.ip),
    });
  }
}
