import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PartnerGroupRow, adminCompanyPartnerGroups } from '@casebridge/contract/partner-groups';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/partner_groups (M-033): the groups the admin's company belongs to. */
export const partnerGroupsQueryKey = ['partner-groups', 'list'] as const;

export const getPartnerGroups = async (): Promise<PartnerGroupRow[]> =>
  (await api.call(adminCompanyPartnerGroups)).partner_groups;

export const usePartnerGroups = () =>
  useQuery(queryOptions({ queryKey: partnerGroupsQueryKey, queryFn: getPartnerGroups }));
