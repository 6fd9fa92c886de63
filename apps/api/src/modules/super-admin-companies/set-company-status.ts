import type { ActiveStatus } from '@casebridge/contract/enums';
import {
  COMPANY_DISABLED_MESSAGE,
  COMPANY_ENABLED_MESSAGE,
  COMPANY_NOT_FOUND_MESSAGE,
  type CompanyStatusAnswer,
} from '@casebridge/contract/super-admin-companies';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { revokeAllRefreshSessionsOfUser } from '../auth/refresh-sessions.ts';
import { updateCompany } from '../companies/company-writer.ts';
import { findCompanyUserIds } from './super-admin-companies-repository.ts';

/**
 * S-014, M-008: GET /api/super_admin/companies/{id}/status/{active|inactive}. A disabled company's users are refused
 * on their next request (the request context reads the company's status with the user, sign-in policy) and their
 * refresh credentials are revoked, so re-enabling the company does not revive an old session. Audited when it changes.
 */
export async function setCompanyStatus(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
  status: ActiveStatus,
): Promise<CompanyStatusAnswer> {
  const admin = requireSuperAdmin(actor);
  await deps.db.transaction(async (tx) => {
    const before = await updateCompany(tx, companyId, { status });
    if (!before) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
    if (before.status === status) return;
    if (status === 'inactive')
      for (const userId of await findCompanyUserIds(tx, companyId)) await revokeAllRefreshSessionsOfUser(tx, userId);
    await writeAuditLog(tx, {
      action: `company.status.${status}`,
      actorUserId: admin.userId,
      impersonatorUserId: admin.impersonatorId,
      companyId,
      details: { from: before.status, to: status },
    });
  });
  return {
    success: true,
    message: status === 'active' ? COMPANY_ENABLED_MESSAGE : COMPANY_DISABLED_MESSAGE,
    status,
  };
}
