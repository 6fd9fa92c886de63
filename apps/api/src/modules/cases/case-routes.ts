import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  callerCase,
  callerCaseClose,
  callerCaseDetails,
  callerCaseRespond,
  callerCaseUpdateResponse,
  callerCaseUpdateSubmission,
  callerGetCases,
  callerGetCases30,
  callerCasesInboundAwaiting,
  callerMyCases,
} from '@casebridge/contract/cases';
import { callerCaseActivity, callerCaseLinkActivity } from '@casebridge/contract/case-activity';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { closeCase } from './close-case.ts';
import { getCaseActivity, getCaseLinkActivity } from './get-case-activity.ts';
import { getCaseDetails } from './get-case-details.ts';
import { getCaseList, getInboundAwaiting } from './get-case-list.ts';
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

  r.route({
    ...routeOf(callerMyCases),
    config: { access: 'member' },
    schema: {
      operationId: 'callerMyCases',
      summary: 'List the cases the signed-in user submitted, searched, sorted and paged',
      tags: ['cases'],
      querystring: callerMyCases.querystring,
      response: { 200: callerMyCases.answer },
    },
    handler: (request) => getMyCases(deps, request.actor, request.query),
  });

  r.route({
    ...routeOf(callerCasesInboundAwaiting),
    config: { access: 'member' },
    schema: {
      operationId: 'callerCasesInboundAwaiting',
      summary: "Count the company's inbound cases waiting on its action, and the high-priority ones among them",
      tags: ['cases'],
      response: { 200: callerCasesInboundAwaiting.answer },
    },
    handler: (request) => getInboundAwaiting(deps, request.actor),
  });

  // D-019: the dashboard's case list, all time or the last 30 days.
  for (const [endpoint, recentDays] of [
    [callerGetCases, null],
    [callerGetCases30, 30],
  ] as const) {
    r.route({
      ...routeOf(endpoint),
      config: { access: 'member' },
      schema: {
        operationId: recentDays === null ? 'callerGetCases' : 'callerGetCases30',
        summary:
          recentDays === null
            ? "List the user's or the company's cases, filtered, sorted and paged"
            : "List the user's or the company's cases of the last 30 days, filtered, sorted and paged",
        tags: ['cases'],
        params: endpoint.params,
        querystring: endpoint.querystring,
        response: { 200: endpoint.answer },
      },
      handler: (request) =>
        getCaseList(deps, request.actor, { scope: request.params.scope, recentDays, query: request.query }),
    });
  }

  r.route({
    ...routeOf(callerCaseDetails),
    config: { access: 'member' },
    schema: {
      operationId: 'callerCaseDetails',
      summary: 'Read a case of the caller’s company with what it offers the caller',
      tags: ['cases'],
      params: callerCaseDetails.params,
      response: { 200: callerCaseDetails.answer, 404: NOT_A_PARTY },
    },
    handler: (request) => getCaseDetails(deps, request.actor, request.params.token),
  });

  r.route({
    ...routeOf(callerCaseActivity),
    config: { access: 'member' },
    schema: {
      operationId: 'callerCaseActivity',
      summary: 'Read a case’s activity stream: status changes, responses, notes, files and engineer changes',
      tags: ['cases'],
      params: callerCaseActivity.params,
      response: { 200: callerCaseActivity.answer, 404: NOT_A_PARTY },
    },
    handler: (request) => getCaseActivity(deps, request.actor, request.params.token),
  });

  r.route({
    ...routeOf(callerCase),
    config: { access: 'token' },
    schema: {
      operationId: 'callerCase',
      summary: 'Read a case through a party’s emailed link',
      tags: ['cases'],
      params: callerCase.params,
      response: { 200: callerCase.answer, 404: UNKNOWN_LINK, 429: GUESSING },
    },
    handler: (request) => getPartyCase(deps, request.params.token, request.ip),
  });

  r.route({
    ...routeOf(callerCaseLinkActivity),
    config: { access: 'token' },
    schema: {
      operationId: 'callerCaseLinkActivity',
      summary: 'Read a case’s activity stream through a party’s emailed link, read only',
      tags: ['cases'],
      params: callerCaseLinkActivity.params,
      response: { 200: callerCaseLinkActivity.answer, 404: UNKNOWN_LINK, 429: GUESSING },
    },
    handler: (request) => getCaseLinkActivity(deps, request.params.token, request.ip),
  });

  r.route({
    ...routeOf(callerCaseRespond),
    config: { access: 'token' },
    schema: {
      operationId: 'callerCaseRespond',
      summary: 'Send the receiver’s decision or the submitter’s information through the party’s emailed link',
      tags: ['cases'],
      params: callerCaseRespond.params,
      body: callerCaseRespond.body,
      response: {
        200: callerCaseRespond.answer,
        403: errorAnswer('The link’s party cannot send this status.'),
        404: UNKNOWN_LINK,
        409: errorAnswer('The case’s status does not allow this response, or another response came first.'),
        429: GUESSING,
      },
    },
    handler: (request) => respondToCase(deps, request.actor, request.params.token, request.body, request.ip),
  });

  r.route({
    ...routeOf(callerCaseClose),
    config: { access: 'member' },
    schema: {
      operationId: 'callerCaseClose',
      summary: 'Close an accepted case of the caller’s company',
      tags: ['cases'],
      params: callerCaseClose.params,
      body: callerCaseClose.body,
      response: {
        200: callerCaseClose.answer,
        403: WRONG_SIDE,
        404: NOT_A_PARTY,
        409: errorAnswer('Only an accepted case can be closed.'),
      },
    },
    handler: (request) => closeCase(deps, request.actor, request.params.token, request.body.token),
  });

  r.route({
    ...routeOf(callerCaseUpdateResponse),
    config: { access: 'member' },
    schema: {
      operationId: 'callerCaseUpdateResponse',
      summary: 'Correct the receiver’s engineer and case number on its acceptance',
      tags: ['cases'],
      params: callerCaseUpdateResponse.params,
      body: callerCaseUpdateResponse.body,
      response: {
        200: callerCaseUpdateResponse.answer,
        403: WRONG_SIDE,
        404: NOT_A_PARTY,
        409: errorAnswer('The case is not accepted.'),
      },
    },
    handler: (request) => updateCaseResponse(deps, request.actor, request.params.token, request.body),
  });

  r.route({
    ...routeOf(callerCaseUpdateSubmission),
    config: { access: 'member' },
    schema: {
      operationId: 'callerCaseUpdateSubmission',
      summary: 'Correct the submitting engineer and the internal case number',
      tags: ['cases'],
      params: callerCaseUpdateSubmission.params,
      body: callerCaseUpdateSubmission.body,
      response: {
        200: callerCaseUpdateSubmission.answer,
        403: WRONG_SIDE,
        404: NOT_A_PARTY,
        409: errorAnswer('The case is neither accepted nor waiting for information.'),
      },
    },
    handler: (request) => updateCaseSubmission(deps, request.actor, request.params.token, request.body),
  });
}
