import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  usersAgreement,
  usersDelete,
  usersPassword,
  usersProfile,
  usersProfileFormData,
} from '@casebridge/contract/profile';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { changePassword } from '../auth/change-password.ts';
import { acceptAgreement } from './accept-agreement.ts';
import { deleteOwnAccount } from './delete-own-account.ts';
import { getProfileFormData } from './get-profile-form-data.ts';
import { updateProfile } from './update-profile.ts';

/** P-001..P-009: the signed-in user's own account; no route names a user, each acts on the caller. */
export function profileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const impersonating = 'A super admin logged in as the user: only the user may do this.';

  routes.route({
    ...routeOf(usersProfileFormData),
    config: { access: 'user' },
    schema: {
      operationId: 'usersProfileFormData',
      summary: 'Read the choices of the profile form (countries)',
      tags: ['profile'],
      response: { 200: usersProfileFormData.answer },
    },
    handler: (request) => getProfileFormData(deps, request.actor),
  });

  routes.route({
    ...routeOf(usersProfile),
    config: { access: 'user' },
    schema: {
      operationId: 'usersProfile',
      summary: "Save the signed-in user's contact details and privacy agreement",
      tags: ['profile'],
      body: usersProfile.body,
      response: { 200: usersProfile.answer },
    },
    handler: (request) => updateProfile(deps, request.actor, request.body),
  });

  routes.route({
    ...routeOf(usersAgreement),
    config: { access: 'user' },
    schema: {
      operationId: 'usersAgreement',
      summary: 'Accept the privacy agreement',
      tags: ['profile'],
      body: usersAgreement.body,
      response: { 200: usersAgreement.answer, 403: errorAnswer(impersonating) },
    },
    handler: (request) => acceptAgreement(deps, request.actor),
  });

  routes.route({
    ...routeOf(usersPassword),
    config: { access: 'user' },
    schema: {
      operationId: 'usersPassword',
      summary: "Change the signed-in user's password; their other sessions end",
      tags: ['profile'],
      body: usersPassword.body,
      response: {
        200: usersPassword.answer,
        403: errorAnswer(`The company signs in through single sign-on, or ${impersonating.toLowerCase()}`),
      },
    },
    handler: (request) => changePassword(deps, request.actor, request.body, request.ip),
  });

  routes.route({
    ...routeOf(usersDelete),
    config: { access: 'user' },
    schema: {
      operationId: 'usersDelete',
      summary: "Delete the signed-in user's own account",
      tags: ['profile'],
      body: usersDelete.body,
      response: {
        200: usersDelete.answer,
        403: errorAnswer(impersonating),
        409: errorAnswer('The user is the last active administrator of their company (or the last super admin).'),
      },
    },
    handler: (request) => deleteOwnAccount(deps, request.actor, request.ip),
  });
}
