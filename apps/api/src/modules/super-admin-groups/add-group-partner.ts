import {
  COMPANY_NOT_FOUND_MESSAGE,
  PARTNER_ADDED_MESSAGE,
  PARTNER_EXISTS_MESSAGE,
  defaultMemberRelationship,
  type AddGroupPartnerAnswer,
  type AddGroupPartnerBody,
} from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { requireGroup } from './get-group.ts';
import { toSuperAdminPartner } from './group-answers.ts';
import { findCompany, findMemberRelation, findPartners } from './super-admin-groups-repository.ts';
import { checkCompanyChoices } from './company-choices.ts';
import { insertRelation } from './group-writer.ts';

/**
 * S-058: POST /api/super_admin/groups/{id}/partners/add {company_id, document_id, department_id}: a new relation with
 * the defaults of S-043 (active, user access all, the group's member relationship for the company). The same
 * company and department twice is a 409.
 */
export async function addGroupPartner(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  body: AddGroupPartnerBody,
): Promise<AddGroupPartnerAnswer> {
  const admin = requireSuperAdmin(actor);
  const group = await requireGroup(deps.db, id);
  const company = await findCompany(deps.db, body.company_id);
  if (!company)
    throw new AppError('validation', COMPANY_NOT_FOUND_MESSAGE, { company_id: [COMPANY_NOT_FOUND_MESSAGE] });
  const errors = await checkCompanyChoices(deps.db, company.id, body, { departmentRequired: true });
  if (Object.keys(errors).length > 0)
    throw new AppError('validation', Object.values(errors)[0]?.[0] ?? 'Please check the form.', errors);
  const { community } = group;
  const relationId = await deps.db.transaction(async (tx) => {
    if (await findMemberRelation(tx, community.id, company.id, body.department_id))
      throw conflict(PARTNER_EXISTS_MESSAGE);
    const inserted = await insertRelation(tx, {
      communityId: community.id,
      companyId: company.id,
      departmentId: body.department_id,
      documentId: body.document_id,
      userAccessFlag: 'all',
      isActive: true,
      memberRelationship: defaultMemberRelationship(
        { type: community.type, sponsor_company_id: community.sponsorCompanyId },
        company.id,
      ),
    });
    if (inserted === undefined) throw conflict(PARTNER_EXISTS_MESSAGE);
    await writeAuditLog(tx, {
      action: 'group.partner_added',
      actorUserId: admin.userId,
      impersonatorUserId: admin.impersonatorId,
      companyId: company.id,
      details: { group_id: community.id, relation_id: inserted, department_id: body.department_id },
    });
    return inserted;
  });
  const [row] = await findPartners(deps.db, community.id, relationId);
  if (!row) throw new Error('added partner not found');
  return { message: PARTNER_ADDED_MESSAGE, partner: toSuperAdminPartner(row) };
}
