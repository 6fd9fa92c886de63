import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  callerCountries,
  superAdminOnboarding,
  superAdminOnboardingPut,
  superAdminOnboardingApprove,
  superAdminOnboardingReject,
} from '@casebridge/contract/onboarding-review';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { listCountries } from '../landing/list-countries.ts';
import {
  approveOnboarding,
  getOnboardingReview,
  rejectOnboarding,
  updateOnboardingReview,
} from './review-onboarding.ts';

const noRequest = errorAnswer('No onboarding request has this id.');
const notWaiting = errorAnswer('The request is not waiting for the super admin (not submitted, or decided).');

/** S-062..S-065: the super admin's review of an onboarding request (the queue is in onboarding-routes). */
export function onboardingReviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // S-062: the countries the review's company country is chosen from (3 §7.2 GET /caller/countries); public
  // reference data, as the landing's registration form shows it: the emailed respond link's phone country reads it.
  r.route({
    ...routeOf(callerCountries),
    config: { access: 'public' },
    schema: {
      operationId: 'callerCountries',
      summary: 'The countries users and companies choose from, by name',
      tags: ['onboarding'],
      response: { 200: callerCountries.answer },
    },
    handler: async () => ({ countries: await listCountries(deps) }),
  });

  r.route({
    ...routeOf(superAdminOnboarding),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminOnboarding',
      summary: 'An onboarding request for review: its company, user, document and agreements, and its group',
      tags: ['onboarding'],
      params: superAdminOnboarding.params,
      response: { 200: superAdminOnboarding.answer, 404: noRequest },
    },
    handler: (request) => getOnboardingReview(deps, request.actor, request.params.session_id),
  });

  r.route({
    ...routeOf(superAdminOnboardingPut),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminOnboardingPut',
      summary: "Save the super admin's corrections to a waiting onboarding request",
      tags: ['onboarding'],
      params: superAdminOnboardingPut.params,
      body: superAdminOnboardingPut.body,
      response: { 200: superAdminOnboardingPut.answer, 404: noRequest, 409: notWaiting },
    },
    handler: (request) => updateOnboardingReview(deps, request.actor, request.params.id, request.body, request.ip),
  });

  r.route({
    ...routeOf(superAdminOnboardingApprove),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminOnboardingApprove',
      summary: 'Approve an onboarding request: its company, user and process join the group',
      tags: ['onboarding'],
      params: superAdminOnboardingApprove.params,
      response: { 200: superAdminOnboardingApprove.answer, 404: noRequest, 409: notWaiting },
    },
    handler: (request) => approveOnboarding(deps, request.actor, request.params.id, request.ip),
  });

  r.route({
    ...routeOf(superAdminOnboardingReject),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminOnboardingReject',
      summary: 'Decline an onboarding request; nothing is made',
      tags: ['onboarding'],
      params: superAdminOnboardingReject.params,
      response: { 200: superAdminOnboardingReject.answer, 404: noRequest, 409: notWaiting },
    },
    handler: (request) => rejectOnboarding(deps, request.actor, request.params.id, request.ip),
  });
}
