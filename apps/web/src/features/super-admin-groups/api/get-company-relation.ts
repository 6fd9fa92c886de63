import { queryOptions, useQuery } from '@tanstack/react-query';
import { superAdminCompaniesRelation, type RelationAnswer } from '@casebridge/contract/super-admin-groups';
import { api } from '@/lib/api-client';

/**
 * GET /api/super_admin/companies/{id}/relation/{relation_id} (S-041): the relation, the company's users, departments
 * and processes; relation 0 is a new relation's form (also the choices of a company picked as a partner or sponsor).
 */
export const companyRelationQueryKey = (companyId: number, relationId: number) =>
  ['super-admin-groups', 'relation', companyId, relationId] as const;

export const getCompanyRelation = (companyId: number, relationId: number): Promise<RelationAnswer> =>
  api.call(superAdminCompaniesRelation, { params: { id: companyId, relation_id: relationId } });

export const useCompanyRelation = (companyId: number | null, relationId = 0) =>
  useQuery(
    queryOptions({
      queryKey: companyRelationQueryKey(companyId ?? 0, relationId),
      queryFn: () => getCompanyRelation(companyId ?? 0, relationId),
      enabled: companyId !== null,
    }),
  );
