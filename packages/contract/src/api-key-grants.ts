import type { Role } from './enums.ts';
import { isCompanyAdmin } from './access.ts';
import { apiKeyScopes, type ApiKeyScope } from './integrations.ts';

/**
 * Issue 27, ADR 57: the scopes a key's creator may give it. A company admin gives any scope to a key of the
 * company's API users; an API user's own keys read and work cases, what the role does on the web app's case pages.
 * `webhooks:manage` changes where the company's case events go, a company setting: an admin grants it.
 */
export const API_USER_OWN_SCOPES = ['cases:read', 'cases:write'] as const satisfies readonly ApiKeyScope[];

export const grantableApiKeyScopes = (role: Role): readonly ApiKeyScope[] =>
  isCompanyAdmin(role) ? apiKeyScopes : role === 'api' ? API_USER_OWN_SCOPES : [];

export const API_KEY_OWN_SCOPE_MESSAGE =
  'Your own keys may read and work cases; ask a company admin for a key that manages webhooks.';
