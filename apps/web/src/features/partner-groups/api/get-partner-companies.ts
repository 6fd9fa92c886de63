import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PartnerCompaniesAnswer, adminCompanyPartnerCompanies } from '@casebridge/contract/partner-groups';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/partner_companies (M-033): the companies the admin's company may work with. */
export const getPartnerCompanies = async (): Promise<PartnerCompaniesAnswer['companies']> =>
  (await api.call(adminCompanyPartnerCompanies)).companies;

export const usePartnerCompanies = () =>
  useQuery(queryOptions({ queryKey: ['partner-groups', 'companies'] as const, queryFn: getPartnerCompanies }));
