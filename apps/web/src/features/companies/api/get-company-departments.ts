import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyDepartment, adminCompanyDepartments } from '@casebridge/contract/companies';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/{id}/departments (M-004). */
export const companyDepartmentsQueryKey = (companyId: number) => ['companies', companyId, 'departments'] as const;

export const getCompanyDepartments = async (companyId: number): Promise<CompanyDepartment[]> =>
  (await api.call(adminCompanyDepartments, { params: { id: companyId } })).departments;

export const useCompanyDepartments = (companyId: number) =>
  useQuery(
    queryOptions({ queryKey: companyDepartmentsQueryKey(companyId), queryFn: () => getCompanyDepartments(companyId) }),
  );
