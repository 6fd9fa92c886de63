import type { AgreementDocument } from '@casebridge/contract/enums';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { readAgreementDocument } from '../onboarding/agreement-documents.ts';
import { requireCompanyGroup } from './company-group.ts';

/**
 * M-035: GET /api/admin/company/partner_groups/{id}/code_of_conduct, /current_license and /addendum: the group's
 * agreement documents (the onboarding module's, O-011) for an admin whose company belongs to it.
 */
export async function downloadGroupAgreement(deps: AppDeps, actor: Actor | null, id: number, which: AgreementDocument) {
  const admin = requireCompanyAdmin(actor);
  const group = await requireCompanyGroup(deps, admin, id);
  return readAgreementDocument(deps, group, which);
}
