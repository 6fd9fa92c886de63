import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  caseActionAnswer,
  caseDetailsAnswer,
  caseListAnswer,
  caseListParams,
  caseListQuery,
  caseTokenParams,
  closeCaseBody,
  myCasesAnswer,
  myCasesQuery,
  partyCaseAnswer,
  respondBody,
  updateEngineerBody,
} from '@casebridge/contract/cases';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { closeCase } from './close-case.ts';
import { getCaseDetails } from './get-case-details.ts';
import { getCaseList } from './get-case-list.ts';
import { getMyCases } from './get-my-cases.ts';
import { getPartyCase } from './get-party-case.ts';
import { respondToCase } from './respond-to-case.ts';
import { updateCaseResponse } from './update-case-response.ts';
import { updateCaseSubmission } from './update-case-submission.ts';

const NOT_A_PARTY = errorAnswer('No case has this token, or the caller’s company is not a party to it.');
const WRONG_SIDE = errorAnswer('The caller’s company is the other party of the case.');
const UNKNOWN_LINK = errorAnswer('No case issued this link.');
const GUESSING = errorAnswer('Too many unknown links from this address; try again in a minute.');

/**
 * The case pages after submission (document 2 §2, §7): the signed-in parties' detail and list, and the emailed links'
 * pages. `{token}` is the case's own reference on the signed-in routes and a party's emailed link on the token
 * routes (GET /api/caller/case/{token}, POST .../respond).
 */
export function caseRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/caller/my-cases', {
    config: { access: 'member' },
    schema: {
      operationId: 'callerMyCases',
      summary: 'List the cases the signed-in user submitted, searched, sorted and paged',
      tags: ['cases'],
      querystring: myCasesQuery,
      response: { 200: myCasesAnswer },
    },
    handler: (request) => getMyCases(deps, request.actor, request.query),
  });

  // D-019: the dashboard's case list, all time or the last 30 days.
  for (const recentDays of [null, 30] as const) {
    r.get(recentDays === null ? '/api/caller/get-cases/:scope' : '/api/caller/get-cases/:scope/30', {
      config: { access: 'member' },
      schema: {
        operationId: recentDays === null ? 'callerGetCases' : 'callerGetCases30',
        summary:
          recentDays === null
            ? "List the user's or the company's cases, filtered, sorted and paged"
            : "List the user's or the company's cases of the last 30 days, filtered, sorted and paged",
        tags: ['cases'],
        params: caseListParams,
        querystring: caseListQuery,
        response: { 200: caseListAnswer },
      },
      handler: (request) =>
        getCaseList(deps, request.actor, { scope: request.params.scope, recentDays, query: request.query }),
    });
  }

  r.get('/api/caller/case-details/:token', {
    config: { access: 'member' },
    schema: {
      operationId: 'callerCaseDetails',
      summary: 'Read a case of the caller’s company with what it offers the caller',
      tags: ['cases'],
      params: caseTokenParams,
      response: { 200: caseDetailsAnswer, 404: NOT_A_PARTY },
    },
    handler: (request) => getCaseDetails(deps, request.actor, request.params.token),
  });

  r.get('/api/caller/case/:token', {
    config: { access: 'token' },
    schema: {
      operationId: 'callerCase',
      summary: 'Read a case through a party’s emailed link',
      tags: ['cases'],
      params: caseTokenParams,
      response: { 200: partyCaseAnswer, 404: UNKNOWN_LINK, 429: GUESSING },
    },
    handler: (request) => getPartyCase(deps, request.params.token, request.ip),
  });

  r.post('/api/caller/case/:token/respond', {
    config: { access: 'token' },
    schema: {
      operationId: 'callerCaseRespond',
      summary: 'Send the receiver’s decision or the submitter’s information through the party’s emailed link',
      tags: ['cases'],
      params: caseTokenParams,
      body: respondBody,
      response: {
        200: partyCaseAnswer,
        403: errorAnswer('The link’s party cannot send this status.'),
        404: UNKNOWN_LINK,
        409: errorAnswer('The case’s status does not allow this response, or another response came first.'),
        429: GUESSING,
      },
    },
    handler: (request) => respondToCase(deps, request.actor, request.params.token, request.body, request.ip),
  });

  r.post('/api/caller/case/:token/close', {
    config: { access: 'member' },
    schema: {
      operationId: 'callerCaseClose',
      summary: 'Close an accepted case of the caller’s company',
      tags: ['cases'],
      params: caseTokenParams,
      body: closeCaseBody,
      response: {
        200: caseActionAnswer,
        403: WRONG_SIDE,
        404: NOT_A_PARTY,
        409: errorAnswer('Only an accepted case can be closed.'),
      },
    },
    handler: (request) => closeCase(deps, request.actor, request.params.token, request.body.token),
  });

  r.post('/api/caller/case/:token/update-response', {
    config: { access: 'member' },
    schema: {
      operationId: 'callerCaseUpdateResponse',
      summary: 'Correct the receiver’s engineer and case number on its acceptance',
      tags: ['cases'],
      params: caseTokenParams,
      body: updateEngineerBody,
      response: {
        200: caseActionAnswer,
        403: WRONG_SIDE,
        404: NOT_A_PARTY,
        409: errorAnswer('The case is not accepted.'),
      },
    },
    handler: (request) => updateCaseResponse(deps, request.actor, request.params.token, request.body),
  });

  r.post('/api/caller/case/:token/update-submission', {
    config: { access: 'member' },
    schema: {
      operationId: 'callerCaseUpdateSubmission',
      summary: 'Correct the submitting engineer and the internal case number',
      tags: ['cases'],
      params: caseTokenParams,
      body: updateEngineerBody,
      response: {
        200: caseActionAnswer,
        403: WRONG_SIDE,
        404: NOT_A_PARTY,
        409: errorAnswer('The case is neither accepted nor waiting for information.'),
      },
    },
    handler: (request) => updateCaseSubmission(deps, request.actor, request.params.token, request.body),
  });
}
