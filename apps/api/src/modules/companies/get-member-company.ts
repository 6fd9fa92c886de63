import { objectKinds } from '@casebridge/contract/access';
import type { MemberCompany } from '@casebridge/contract/companies';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireAccess } from '../access/require-access.ts';
import { findMemberCompany } from './companies-repository.ts';
import { toCompanySummary } from './to-company-summary.ts';

/** M-001, M-002: GET /api/caller/companies/{id}, the member company record, for the company's own users only. */
export async function getMemberCompany(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
): Promise<{ company: MemberCompany }> {
  await requireAccess(deps.db, actor, 'company.read', [companyId]);
  const company = await readMemberCompany(deps, companyId);
  if (!company) throw notFound(objectKinds.company.notFound);
  return { company };
}

/** M-002: the member company record of any company (the caller has been authorised), or undefined. */
export async function readMemberCompany(deps: AppDeps, companyId: number): Promise<MemberCompany | undefined> {
  const company = await findMemberCompany(deps.db, companyId);
  if (!company) return undefined;
  return {
    ...toCompanySummary(company),
    use_group_login: company.useGroupLogin,
    additional_domains: company.additionalDomains,
    communications_email: company.communicationsEmail,
    bcc_response_email: company.bccResponseEmail,
    login_page_text: company.loginPageText,
    show_in_public_web: company.showInPublicWeb,
    logo: `/api/resources/company_logo/${encodeURIComponent(company.slug)}`,
    allow_notes: company.allowNotes,
    registration: {
      requires_approval: company.requiresApproval ? 1 : 0,
      signup_manager_id: company.signupManagerId,
      alt_signup_manager_id: company.altSignupManagerId,
      communities: company.defaultGroups.map((communityId) => ({ community_id: communityId })),
    },
  };
}
