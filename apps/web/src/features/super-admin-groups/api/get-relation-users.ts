import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSuperAdminCompaniesUsers, type RelationUser } from '@casebridge/contract/super-admin-groups';
import { api } from '@/lib/api-client';

/** GET /api/super_admin/companies/{id}/users/{relation_id} (S-042): the user table of a restricted relation. */
export const getRelationUsers = async (companyId: number, relationId: number): Promise<RelationUser[]> =>
  (await api.call(getSuperAdminCompaniesUsers, { params: { id: companyId, relation_id: relationId } })).users;

export const useRelationUsers = (companyId: number, relationId: number) =>
  useQuery(
    queryOptions({
      queryKey: ['super-admin-groups', 'relation-users', companyId, relationId],
      queryFn: () => getRelationUsers(companyId, relationId),
    }),
  );
