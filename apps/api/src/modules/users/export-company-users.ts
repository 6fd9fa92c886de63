import { USERS_EXPORT_FILENAME, XLSX_CONTENT_TYPE } from '@casebridge/contract/reports';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { xlsxStream, type XlsxColumn } from '../../lib/xlsx.ts';
import { findCompanyUsers } from './users-repository.ts';

type CompanyUserRow = Awaited<ReturnType<typeof findCompanyUsers>>[number];

const columns: XlsxColumn<CompanyUserRow>[] = [
  { header: 'First Name', width: 16, value: (row) => row.firstName },
  { header: 'Last Name', width: 18, value: (row) => row.lastName },
  { header: 'Email', width: 32, value: (row) => row.email },
  { header: 'Phone', width: 18, value: (row) => row.phone },
  { header: 'City', width: 16, value: (row) => row.city },
  { header: 'Role', width: 18, value: (row) => row.role },
  { header: 'Type', width: 10, value: (row) => row.type },
  { header: 'Status', width: 10, value: (row) => row.status },
  { header: 'Last Login (UTC)', width: 18, value: (row) => row.lastLoginAt },
];

/** GET /api/admin/company/users/export, the users of the admin's company (from the session) as an xlsx. */
export async function exportCompanyUsers(deps: AppDeps, actor: Actor | null) {
  const admin = requireCompanyAdmin(actor);
  return companyUsersXlsx(deps, admin.companyId);
}

/** a company's users as the users.xlsx export; the caller has been authorised for the company. */
export async function companyUsersXlsx(deps: AppDeps, companyId: number) {
  const rows = await findCompanyUsers(deps.db, companyId);
  return {
    bytes: xlsxStream('Users', columns, [rows]),
    filename: USERS_EXPORT_FILENAME,
    contentType: XLSX_CONTENT_TYPE,
  };
}
