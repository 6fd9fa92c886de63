import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PartnerGroupAnswer, getAdminCompanyPartnerGroups } from '@casebridge/contract/partner-groups';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/partner_groups/{id} (M-034, M-038): the group and its members. */
export const partnerGroupQueryKey = (id: number) => ['partner-groups', 'group', id] as const;

export const getPartnerGroup = (id: number): Promise<PartnerGroupAnswer> =>
  api.call(getAdminCompanyPartnerGroups, { params: { id } });

export const usePartnerGroup = (id: number) =>
  useQuery(queryOptions({ queryKey: partnerGroupQueryKey(id), queryFn: () => getPartnerGroup(id) }));
