import {
  GROUP_NOT_FOUND_MESSAGE,
  RELATION_EXISTS_MESSAGE,
  RELATION_GROUP_FIXED_MESSAGE,
  RELATION_SAVED_MESSAGE,
  SELECTED_USERS_MESSAGE,
  defaultMemberRelationship,
  type SaveRelationAnswer,
  type SaveRelationBody,
} from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { checkCompanyChoices } from './company-choices.ts';
import {
  findActiveUserIds,
  findGroupChoice,
  findMemberRelation,
  replaceGroupUserAccess,
} from './super-admin-groups-repository.ts';
import { requireCompany, requireRelation, toRelation } from './company-relation.ts';
import { insertRelation, updateRelation } from './group-writer.ts';

const invalid = (errors: FieldErrors) =>
  new AppError('validation', Object.values(errors)[0]?.[0] ?? 'Please check the form.', errors);

/**
 * S-043..S-045: POST /api/super_admin/companies/{id}/groups/put: creates (relation_id 0) or updates the company's
 * relation to a group; a restricted relation's selected users become the company's users with access to the group.
 * Who may work with whom follows at once (ADR 13 reads the relations; the directory's counter moves by its trigger,
 * ADR 16). Written to the audit log.
 */
export async function saveCompanyRelation(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
  body: SaveRelationBody,
): Promise<SaveRelationAnswer> {
  const admin = requireSuperAdmin(actor);
  const company = await requireCompany(deps.db, companyId);
  const existing = body.relation_id === 0 ? null : await requireRelation(deps.db, company.id, body.relation_id);
  const group = await findGroupChoice(deps.db, body.community_id);
  if (!group) throw invalid({ community_id: [GROUP_NOT_FOUND_MESSAGE] });
  if (existing && existing.community.id !== group.id) throw invalid({ community_id: [RELATION_GROUP_FIXED_MESSAGE] });
  const errors = await checkCompanyChoices(deps.db, company.id, body, { departmentRequired: false });
  const selected = [...new Set(body.selected_users)];
  if (body.user_access_flag === 'limit') {
    const active = await findActiveUserIds(deps.db, company.id, selected);
    if (active.length !== selected.length) errors.selected_users = [SELECTED_USERS_MESSAGE];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const values = {
    communityId: group.id,
    departmentId: body.department_id,
    documentId: body.document_id,
    userAccessFlag: body.user_access_flag,
    memberRelationship:
      body.member_relationship ??
      existing?.memberRelationship ??
      defaultMemberRelationship({ type: group.type, sponsor_company_id: group.sponsorCompanyId }, company.id),
    isActive: body.is_active,
  };
  const relationId = await deps.db.transaction(async (tx) => {
    const same = await findMemberRelation(tx, group.id, company.id, body.department_id);
    if (same && same.id !== existing?.id) throw invalid({ department_id: [RELATION_EXISTS_MESSAGE] });
    let id = existing?.id;
    if (id === undefined) id = await insertRelation(tx, { ...values, companyId: company.id });
    else await updateRelation(tx, id, values);
    if (id === undefined) throw invalid({ department_id: [RELATION_EXISTS_MESSAGE] });
    if (body.user_access_flag === 'limit')
      await replaceGroupUserAccess(tx, {
        communityId: group.id,
        relationId: id,
        companyId: company.id,
        userIds: selected,
      });
    await writeAuditLog(tx, {
      action: existing ? 'group.relation_updated' : 'group.relation_created',
      actorUserId: admin.userId,
      impersonatorUserId: admin.impersonatorId,
      companyId: company.id,
      details: {
        relation_id: id,
        group_id: group.id,
        is_active: values.isActive,
        user_access_flag: values.userAccessFlag,
        member_relationship: values.memberRelationship,
        department_id: values.departmentId,
        selected_users: body.user_access_flag === 'limit' ? selected.length : null,
      },
    });
    return id;
  });
  return {
    message: RELATION_SAVED_MESSAGE,
    relation: await toRelation(deps.db, company.id, await requireRelation(deps.db, company.id, relationId)),
  };
}
