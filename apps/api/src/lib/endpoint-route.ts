import type { Endpoint } from '@casebridge/contract/endpoint';

/**
 * A route's method and URL from the contract's endpoint (issue 23: each call declared once); the route's schema
 * names the endpoint's params, querystring, body and answer schemas beside the failures it documents.
 */
export const routeOf = <E extends Endpoint>(endpoint: E): { method: E['method']; url: E['path'] } => ({
  method: endpoint.method,
  url: endpoint.path,
});
