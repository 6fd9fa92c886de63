import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { idField, idParam, nameField } from './fields.ts';

/**
 * Issue 27, ADR 49: what an API key may do on /api/v1. A route names the one scope it needs; a key without it is
 * refused with 403.
 */
export const apiKeyScopes = ['cases:read', 'cases:write', 'webhooks:manage'] as const;
export const apiKeyScopeSchema = z.enum(apiKeyScopes, { error: 'Not a known scope.' });
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  'cases:read': 'Read cases',
  'cases:write': 'Submit and answer cases',
  'webhooks:manage': 'Manage webhooks',
};

/** A key's secret: `cbk_` + its 12-character public prefix + `_` + 43 characters of 256-bit randomness. */
export const API_KEY_PATTERN = /^cbk_[a-f0-9]{12}_[A-Za-z0-9_-]{43}$/;

export const API_KEY_USER_MESSAGE = 'Choose an API user of your company.';
export const API_KEY_OWN_USER_MESSAGE = 'An API user creates keys for themself only.';
export const API_KEY_EXPIRY_MESSAGE = 'The expiry must be in the future.';
export const API_KEY_SCOPES_MESSAGE = 'Choose at least one scope.';
/** The refusals of /api/v1 (401 for any key that does not hold, 403 for one without the route's scope). */
export const API_KEY_REFUSED_MESSAGE = 'The API key is unknown, revoked or expired, or its user is disabled.';
export const API_KEY_SCOPE_MESSAGE = (scope: ApiKeyScope) => `This API key lacks the scope ${scope}.`;

/** A key as the Integrations page lists it: never its secret, which only the creation's answer holds. */
export const apiKeySchema = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  user: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  last_used_address: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** active, revoked or expired, as of the answer. */
  state: z.enum(['active', 'revoked', 'expired']),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The company's keys, and the API users a key may act as (the caller alone, for an API user). */
export const apiKeysAnswer = z.object({
  keys: z.array(apiKeySchema),
  api_users: z.array(z.object({ id: z.number(), name: z.string(), email: z.string() })),
});
export type ApiKeysAnswer = z.infer<typeof apiKeysAnswer>;

/**
 * POST /api/integrations/keys: the form's fields. `expires_at`: a date (the key lasts to that day's end, UTC), an ISO
 * date-time, or empty for a key that lasts until revoked.
 */
export const createApiKeyBody = z.object({
  name: nameField,
  user_id: z.coerce.number({ error: API_KEY_USER_MESSAGE }).pipe(idField),
  scopes: z.array(apiKeyScopeSchema).min(1, API_KEY_SCOPES_MESSAGE),
  expires_at: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || !Number.isNaN(Date.parse(value)), 'Not a valid date.')
    .transform((value) => {
      if (value === null) return null;
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : new Date(value).toISOString();
    }),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

/** The new key, with its secret: the one time the secret is shown. */
export const createdApiKeyAnswer = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKeyAnswer = z.infer<typeof createdApiKeyAnswer>;

export const apiKeyIdParams = z.object({ id: idParam });

// The calls

/** The company's keys (a member admin), or the API user's own. */
export const getIntegrationsKeys = {
  method: 'GET',
  path: '/api/integrations/keys',
  answer: apiKeysAnswer,
} as const satisfies Endpoint;

export const postIntegrationsKeys = {
  method: 'POST',
  path: '/api/integrations/keys',
  body: createApiKeyBody,
  answer: createdApiKeyAnswer,
} as const satisfies Endpoint;

export const integrationsKeysRevoke = {
  method: 'POST',
  path: '/api/integrations/keys/:id/revoke',
  params: apiKeyIdParams,
  answer: z.object({ key: apiKeySchema }),
} as const satisfies Endpoint;
