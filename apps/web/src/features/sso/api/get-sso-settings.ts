import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminCompanySso } from '@casebridge/contract/sso';
import { api } from '@/lib/api-client';

export const ssoSettingsQuery = queryOptions({
  queryKey: ['sso', 'settings'],
  queryFn: ({ signal }) => api.call(getAdminCompanySso, { signal }),
});

/** GET /api/admin/company/sso (M-011, M-012): the company's SSO settings and its SP metadata URL. */
export const useSsoSettings = () => useQuery(ssoSettingsQuery);
