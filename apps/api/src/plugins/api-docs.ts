import type { FastifyInstance, FastifySchema } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { validationErrorSchema } from '@casebridge/contract/errors';
import { API_KEY_REFUSED_MESSAGE } from '@casebridge/contract/integrations';
import { membershipTypes, roles } from '@casebridge/contract/enums';
import type { Config } from '../config.ts';
import { decideAccess, type AccessDecision, type AccessPolicy } from '@casebridge/contract/access';
import type { Actor } from '../lib/access-policy.ts';
import { errorAnswer } from '../lib/error-answer.ts';
import { accessRefusal } from './request-context.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /** A multipart route's form as JSON Schema, for the API document only (issue 27: the case API's upload). */
    multipartForm?: Readonly<Record<string, unknown>>;
  }
}

/** Every kind of caller `decideAccess` tells apart: anonymous, and each role at each membership level. */
const callers: (Actor | null)[] = [
  null,
  ...roles.flatMap((role) =>
    membershipTypes.map((membershipType) => ({
      userId: 1,
      firstName: 'Any',
      lastName: 'User',
      role,
      type: 'basic' as const,
      companyId: 1,
      companySlug: 'any',
      membershipType,
      impersonatorId: null,
      sessionId: '',
    })),
  ),
];

const refusalDescriptions: Record<Exclude<AccessDecision, 'allow'>, string> = {
  unauthenticated: 'No valid access token: send `Authorization: Bearer {token}` with a token from login.',
  forbidden: "The signed-in user's role may not make this call.",
  membership: "The company's membership level does not include this call.",
};

/**
 * What the request checkpoint adds to every route's own schema in the document, read off its declared policy
 * (security and refusals, from `decideAccess` itself so the document cannot disagree with the server) and off
 * what it validates (the 422 field map; an unreadable or too large body).
 */
function withCheckpointAnswers(schema: FastifySchema, policy: AccessPolicy): FastifySchema {
  const answers: Record<number, ReturnType<typeof errorAnswer>> = {};
  // Issue 27: /api/v1 takes API keys only, each route one scope (the request context's refusals).
  if (policy === 'api_key') {
    answers[401] = errorAnswer(`${API_KEY_REFUSED_MESSAGE} Send \`Authorization: Bearer {API key}\`.`);
    answers[403] = errorAnswer('The API key lacks the scope this call needs.');
  }
  const decisions = new Set(callers.map((actor) => decideAccess(policy, actor)));
  for (const decision of decisions) {
    if (decision === 'allow' || policy === 'api_key') continue;
    const status = accessRefusal(decision).status;
    const description = answers[status]
      ? `${answers[status].description} Or: ${refusalDescriptions[decision]}`
      : refusalDescriptions[decision];
    answers[status] = errorAnswer(description);
  }
  if (schema.body) {
    answers[400] = errorAnswer('The request body is not valid JSON.');
    answers[413] = errorAnswer('The request body is too large.');
  }
  if (schema.body ?? schema.params ?? schema.querystring ?? schema.headers) {
    answers[422] = errorAnswer(
      'Invalid input: each field (dotted for nested fields) with its messages.',
      validationErrorSchema,
    );
  }
  const needsToken = decideAccess(policy, null) === 'unauthenticated';
  return {
    ...schema,
    security: policy === 'api_key' ? [{ apiKey: [] }] : needsToken ? [{ bearer: [] }] : [],
    response: { ...answers, ...(schema.response as object | undefined) },
  };
}

/**
 * The OpenAPI document of every route at /api/docs/json, generated from the route schemas, and a page for people
 * at /api/docs (Swagger UI served from our origin: no CDN, no inline script, so the app's CSP holds). Both are
 * public, or for signed-in users when `API_DOCS=users` (production's default): a map of every route helps an
 * attacker more than a stranger needs it.
 */
export async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'CaseBridge API',
        version: '1.0.0',
        description:
          'Sign in with `POST /api/auth/login`, then send the token it answers as `Authorization: Bearer {token}`.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'cbk_{prefix}_{secret}',
            description: 'An API key of an API user (Admin > Integrations), for /api/v1 only.',
          },
        },
      },
    },
    transform: ({ schema, url, route, ...document }) => {
      const policy = route.config?.access;
      const transformed = jsonSchemaTransform({
        ...document,
        url,
        route,
        schema: policy ? withCheckpointAnswers(schema, policy) : schema,
      });
      // A multipart route has no body schema (its parts are read as they stream in): the document shows its form.
      const form = route.config?.multipartForm;
      return form ? { ...transformed, schema: { ...transformed.schema, body: form } } : transformed;
    },
  });
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: config.apiDocs === 'public' ? 'public' : 'user' };
    });
    await scope.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      theme: { title: 'CaseBridge API' },
      uiConfig: { layout: 'BaseLayout' },
    });
  });
}
