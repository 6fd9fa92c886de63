import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  superAdminCompaniesGroupsPut,
  type SaveRelationAnswer,
  type SaveRelationBody,
} from '@casebridge/contract/super-admin-groups';
import { api } from '@/lib/api-client';

/** POST /api/super_admin/companies/{id}/groups/put (S-045). */
export const saveCompanyRelation = (companyId: number, body: SaveRelationBody): Promise<SaveRelationAnswer> =>
  api.call(superAdminCompaniesGroupsPut, { params: { id: companyId }, body });

export const useSaveCompanyRelation = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['super-admin-groups', 'save-relation', companyId],
    mutationFn: (body: SaveRelationBody) => saveCompanyRelation(companyId, body),
    // Another helper's company panels read the company's groups; this feature's own queries are refreshed here.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['super-admin-groups'] }),
  });
};
