import type { Endpoint } from '@casebridge/contract/endpoint';

/**
 * A route's method and URL from the contract's endpoint (issue 23: each call declared once); the route's schema
 * names the endpoint's params, querystring, body and answer schemas beside the failures it documents.
 */
export const routeOf = <E extends Endpoint>(endpoint: E): { method: E['method']; url: E['path'] } => ({
  method: endpoint.method,
  url: endpoint.path,
});

/**
 * The operationId (ADR 7) of a call of a family whose paths end in a snake_case name (a report, an agreement
 * document): ('onboarding', 'code_of_conduct') gives 'onboardingCodeOfConduct'.
 */
export const operationIdOf = (family: string, name: string): string =>
  family + name.replace(/(^|_)([a-z])/g, (_match, _start, letter: string) => letter.toUpperCase());
