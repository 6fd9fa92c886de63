import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MemberCompany, callerCompanies } from '@casebridge/contract/companies';
import { api } from '@/lib/api-client';

/** GET /api/caller/companies/{id} (M-001, M-002): the member company record of the user's own company. */
export const companyQueryKey = (companyId: number) => ['companies', companyId] as const;

export const getCompany = async (companyId: number): Promise<MemberCompany> =>
  (await api.call(callerCompanies, { params: { id: companyId } })).company;

export const useCompany = (companyId: number) =>
  useQuery(queryOptions({ queryKey: companyQueryKey(companyId), queryFn: () => getCompany(companyId) }));
