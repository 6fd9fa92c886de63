import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyDepartmentsAnswer, type CompanyDepartment } from '@casebridge/contract/companies';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/{id}/departments (M-004). */
export const companyDepartmentsQueryKey = (companyId: number) => ['companies', companyId, 'departments'] as const;

export const getCompanyDepartments = async (companyId: number): Promise<CompanyDepartment[]> =>
  (await api.request(`/admin/company/${String(companyId)}/departments`, { schema: companyDepartmentsAnswer }))
    .departments;

export const useCompanyDepartments = (companyId: number) =>
  useQuery(
    queryOptions({ queryKey: companyDepartmentsQueryKey(companyId), queryFn: () => getCompanyDepartments(companyId) }),
  );
