import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyRelation, adminCompanyRelations } from '@casebridge/contract/companies';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/relations (M-009): the groups the company and its departments belong to. */
export const companyRelationsQueryKey = ['companies', 'relations'] as const;

export const getCompanyRelations = async (): Promise<CompanyRelation[]> =>
  (await api.call(adminCompanyRelations)).relations;

export const useCompanyRelations = () =>
  useQuery(queryOptions({ queryKey: companyRelationsQueryKey, queryFn: getCompanyRelations }));
