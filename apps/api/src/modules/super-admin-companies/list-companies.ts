import {
  COMPANIES_EXPORT_FILENAME,
  type CompanyPickList,
  type SuperAdminCompanyRow,
} from '@casebridge/contract/super-admin-companies';
import { XLSX_CONTENT_TYPE } from '@casebridge/contract/reports';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { xlsxStream, type XlsxColumn } from '../../lib/xlsx.ts';
import { findCompanyPickList, findCompanyRows } from './super-admin-companies-repository.ts';

type CompanyRow = Awaited<ReturnType<typeof findCompanyRows>>[number];

/** S-010: GET /api/super_admin/companies, every company with its groups and its number of users, by name. */
export async function listCompanies(
  deps: AppDeps,
  actor: Actor | null,
): Promise<{ companies: SuperAdminCompanyRow[] }> {
  requireSuperAdmin(actor);
  const rows = await findCompanyRows(deps.db);
  return {
    companies: rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      groups: row.groups ?? [],
      membership_type: row.membershipType,
      users: row.users ?? 0,
      status: row.status,
    })),
  };
}

/** S-011: GET /api/super_admin/companies/list, the short list pickers choose a company from. */
export async function listCompanyPicks(deps: AppDeps, actor: Actor | null): Promise<CompanyPickList> {
  requireSuperAdmin(actor);
  return { companies: await findCompanyPickList(deps.db) };
}

const columns: XlsxColumn<CompanyRow>[] = [
  { header: 'Name', width: 32, value: (row) => row.name },
  { header: 'Login Subdomain', width: 20, value: (row) => row.slug },
  { header: 'Domain', width: 22, value: (row) => row.domain },
  { header: 'Groups', width: 40, value: (row) => (row.groups ?? []).join(', ') },
  { header: 'Membership Type', width: 16, value: (row) => row.membershipType },
  { header: 'Login Method', width: 22, value: (row) => row.loginMethod },
  { header: 'Users', width: 8, value: (row) => row.users ?? 0 },
  { header: 'Status', width: 10, value: (row) => row.status },
  { header: 'Created (UTC)', width: 18, value: (row) => row.createdAt },
];

/** GET /api/super_admin/companies/export, the companies list as companies.xlsx. */
export async function exportCompanies(deps: AppDeps, actor: Actor | null) {
  requireSuperAdmin(actor);
  const rows = await findCompanyRows(deps.db);
  return {
    bytes: xlsxStream('Companies', columns, [rows]),
    filename: COMPANIES_EXPORT_FILENAME,
    contentType: XLSX_CONTENT_TYPE,
  };
}
