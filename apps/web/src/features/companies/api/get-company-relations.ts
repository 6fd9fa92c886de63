import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyRelationsAnswer, type CompanyRelation } from '@casebridge/contract/companies';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/relations (M-009): the groups the company and its departments belong to. */
export const companyRelationsQueryKey = ['companies', 'relations'] as const;

export const getCompanyRelations = async (): Promise<CompanyRelation[]> =>
  (await api.request('/admin/company/relations', { schema: companyRelationsAnswer })).relations;

export const useCompanyRelations = () =>
  useQuery(queryOptions({ queryKey: companyRelationsQueryKey, queryFn: getCompanyRelations }));
