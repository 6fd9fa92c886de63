import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authVerify, authVerifyAccount, callerRegister, usersApproval } from '@casebridge/contract/registration';
import {
  adminCompanyRegistrationQueue,
  companyRegistrationDecisionEndpoints,
  networkRegistrationDecisionEndpoints,
  superAdminRegistrationQueue,
} from '@casebridge/contract/users';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
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

  r.route({
    ...routeOf(callerRegister),
    config: { access: 'public' },
    schema: {
      operationId: 'callerRegister',
      summary: "Register a user on a company's login page (the answer never says whether the address has an account)",
      tags: ['registration'],
      params: callerRegister.params,
      body: callerRegister.body,
      response: {
        200: callerRegister.answer,
        403: errorAnswer('The company is disabled or does not register users.'),
        404: errorAnswer('No company has this slug.'),
        429: tooMany,
      },
    },
    handler: (request) => registerUser(deps, request.params.slug, request.body, request.ip),
  });

  r.route({
    ...routeOf(authVerify),
    config: { access: 'token' },
    schema: {
      operationId: 'authVerify',
      summary: 'Verify a registration with its emailed link (single use)',
      tags: ['registration'],
      params: authVerify.params,
      response: { 200: authVerify.answer, 429: tooMany },
    },
    handler: (request) => verifyAccount(deps, request.params.token, request.ip),
  });

  r.route({
    ...routeOf(authVerifyAccount),
    config: { access: 'public' },
    schema: {
      operationId: 'authVerifyAccount',
      summary: 'Email a new verification link to a registration that was never verified',
      tags: ['registration'],
      body: authVerifyAccount.body,
      response: { 200: authVerifyAccount.answer, 429: tooMany },
    },
    handler: (request) => resendVerification(deps, request.body, request.ip),
  });

  r.route({
    ...routeOf(usersApproval),
    config: { access: 'token' },
    schema: {
      operationId: 'usersApproval',
      summary: "Approve or reject a registration with a signup manager's emailed link (single use)",
      tags: ['registration'],
      params: usersApproval.params,
      body: usersApproval.body,
      response: {
        200: usersApproval.answer,
        400: errorAnswer('The link is unknown, used or expired, or its manager no longer decides registrations.'),
        409: errorAnswer('The registration has already been approved or rejected.'),
        429: tooMany,
      },
    },
    handler: (request) => decideRegistration(deps, { ...request.params, body: request.body }, request.ip),
  });

  r.route({
    ...routeOf(adminCompanyRegistrationQueue),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyRegistrationQueue',
      summary: "The admin's company's registrations waiting for approval",
      tags: ['registration'],
      response: { 200: adminCompanyRegistrationQueue.answer },
    },
    handler: (request) => listRegistrationQueue(deps, request.actor),
  });

  for (const action of ['approve', 'reject'] as const) {
    const endpoint = companyRegistrationDecisionEndpoints[action];
    r.route({
      ...routeOf(endpoint),
      config: { access: 'company_admin' },
      schema: {
        operationId: action === 'approve' ? 'adminCompanyRegistrationApprove' : 'adminCompanyRegistrationReject',
        summary: `${action === 'approve' ? 'Approve' : 'Reject'} a registration of the admin's company`,
        tags: ['registration'],
        params: endpoint.params,
        response: {
          200: endpoint.answer,
          404: errorAnswer("No registration of the admin's company has this id."),
          409: errorAnswer('The registration is not waiting for approval (already decided, or not verified).'),
        },
      },
      handler: (request) =>
        decideQueuedRegistration(deps, request.actor, { id: request.params.id, action, scope: 'company' }, request.ip),
    });
  }

  r.route({
    ...routeOf(superAdminRegistrationQueue),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminRegistrationQueue',
      summary: "Every company's registrations waiting for approval",
      tags: ['registration'],
      response: { 200: superAdminRegistrationQueue.answer },
    },
    handler: (request) => listNetworkRegistrationQueue(deps, request.actor),
  });

  for (const action of ['approve', 'reject'] as const) {
    const endpoint = networkRegistrationDecisionEndpoints[action];
    r.route({
      ...routeOf(endpoint),
      config: { access: 'super_admin' },
      schema: {
        operationId: action === 'approve' ? 'superAdminRegistrationApprove' : 'superAdminRegistrationReject',
        summary: `${action === 'approve' ? 'Approve' : 'Reject'} a registration of any company`,
        tags: ['registration'],
        params: endpoint.params,
        response: {
          200: endpoint.answer,
          404: errorAnswer('No registration has this id.'),
          409: errorAnswer('The registration is not waiting for approval (already decided, or not verified).'),
        },
      },
      handler: (request) =>
        decideQueuedRegistration(deps, request.actor, { id: request.params.id, action, scope: 'network' }, request.ip),
    });
  }
}
