import { COMPANY_NOT_FOUND_MESSAGE, type SuperAdminCompany } from '@casebridge/contract/super-admin-companies';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { readMemberCompany } from '../companies/get-member-company.ts';
import { toSsoSettings } from '../sso/get-sso-settings.ts';
import { companyExists, findConsoleColumns } from './super-admin-companies-repository.ts';

/** S-012, S-013: GET /api/super_admin/companies/{id}, the company as the console shows and edits it (404: none). */
export async function getConsoleCompany(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
): Promise<{ company: SuperAdminCompany }> {
  requireSuperAdmin(actor);
  const company = await readMemberCompany(deps, companyId);
  const columns = await findConsoleColumns(deps.db, companyId);
  if (!company || !columns) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
  return {
    company: {
      ...company,
      region_text: columns.regionText,
      public_web_text: columns.publicWebText,
      has_logo: columns.logoFileKey !== null,
      sso: toSsoSettings(columns),
      created_at: columns.createdAt.toISOString(),
      form_designer: columns.formDesigner,
    },
  };
}

/** The first line after the role check of every service on one company's panels: an unknown company is 404 (S-013). */
export async function requireCompany(deps: AppDeps, companyId: number): Promise<number> {
  if (!(await companyExists(deps.db, companyId))) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
  return companyId;
}
