import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, declared once (issue 23): its method, its path with `:name` parameters, and the schemas of its
 * parameters, query, body and successful answer. The API registers its route from it and the web calls it through
 * the client, so a path is never written twice. `answer` is absent for a call that answers a file (an export, a
 * download). Declare an endpoint as a plain object literal with `satisfies Endpoint` (no function call), so that a
 * page's bundle keeps only the endpoints, and schemas, it uses.
 */
export type Endpoint = {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  readonly answer?: z.ZodType;
};

/** The names of a path's `:name` parameters. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a path's parameters take in a call. */
export type PathParams<Path extends string> = { readonly [Name in ParamNames<Path>]: string | number };

/** What the client sends for a query parameter: absent, null and '' are left out of the query string. */
export type QueryValue = string | number | boolean | null | undefined;

/** The query a call sends: the names the endpoint's query schema reads. */
export type QueryOf<E extends Endpoint> = E['querystring'] extends z.ZodType
  ? { readonly [Name in keyof z.input<E['querystring']>]?: QueryValue }
  : never;

/** The body a call sends. */
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;

/** The successful answer of a call, as the endpoint's answer schema reads it. */
export type AnswerOf<E extends Endpoint> = E['answer'] extends z.ZodType ? z.output<E['answer']> : never;

/**
 * The path of a call: the endpoint's path with each `:name` replaced by its value (URL-encoded), and the query's
 * set values appended. A parameter the path names but `params` lacks is a programming error and throws.
 */
export function pathOf<E extends Endpoint>(
  endpoint: E,
  params?: PathParams<E['path']>,
  query?: Record<string, QueryValue>,
): string {
  const values: Record<string, string | number> = params ?? {};
  const path = endpoint.path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs its parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(name, String(value));
  }
  const queryString = search.toString();
  return queryString === '' ? path : `${path}?${queryString}`;
}
