import { groupMembersFilename } from '@casebridge/contract/partner-groups';
import type { MessageBody } from '@casebridge/contract/errors';
import { XLSX_CONTENT_TYPE } from '@casebridge/contract/reports';
import {
  COMPANY_NOT_FOUND_MESSAGE,
  DEPARTMENT_NOT_OF_COMPANY_MESSAGE,
  DEPARTMENT_REQUIRED_MESSAGE,
  DOCUMENT_NOT_OF_COMPANY_MESSAGE,
  PARTNER_ADDED_MESSAGE,
  PARTNER_EXISTS_MESSAGE,
  PARTNER_NOT_FOUND_MESSAGE,
  PARTNER_REMOVED_MESSAGE,
  defaultMemberRelationship,
  memberRelationshipLabels,
  type AddGroupPartnerAnswer,
  type AddGroupPartnerBody,
  type GroupPartnersAnswer,
} from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, conflict, notFound, type FieldErrors } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { xlsxStream, type XlsxColumn } from '../../lib/xlsx.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { requireGroup } from './get-group.ts';
import { toSuperAdminPartner } from './group-answers.ts';
import {
  deleteRelation,
  findCompany,
  findCompanyDepartments,
  findCompanyDocuments,
  findMemberRelation,
  findPartners,
  insertRelation,
  type PartnerRow,
} from './super-admin-groups-repository.ts';

/** S-057: GET /api/super_admin/groups/{id}/partners, every relation of the group. */
export async function listGroupPartners(deps: AppDeps, actor: Actor | null, id: number): Promise<GroupPartnersAnswer> {
  requireSuperAdmin(actor);
  const group = await requireGroup(deps.db, id);
  const rows = await findPartners(deps.db, group.community.id);
  return { partners: rows.map(toSuperAdminPartner) };
}

const columns: XlsxColumn<PartnerRow>[] = [
  { header: 'Company', width: 32, value: (row) => row.companyName },
  { header: 'Department', width: 28, value: (row) => row.departmentName },
  { header: 'Process', width: 40, value: (row) => row.documentName },
  { header: 'Type', width: 12, value: (row) => (row.departmentId === null ? 'company' : 'department') },
  { header: 'Active', width: 8, value: (row) => (row.isActive ? 'yes' : 'no') },
  { header: 'Relation', width: 28, value: (row) => memberRelationshipLabels[row.memberRelationship] },
];

/** GET /api/super_admin/groups/{id}/partners/export, the partners table as an xlsx named after the group. */
export async function exportGroupPartners(deps: AppDeps, actor: Actor | null, id: number) {
  requireSuperAdmin(actor);
  const group = await requireGroup(deps.db, id);
  const rows = await findPartners(deps.db, group.community.id);
  return {
    bytes: xlsxStream('Partners', columns, [rows]),
    filename: groupMembersFilename(group.community.name),
    contentType: XLSX_CONTENT_TYPE,
  };
}

/**
 * S-058, 3 §5: a company's department must be chosen when the company has departments, and the department and the
 * process must be the company's. Answers the field map of what does not fit.
 */
export async function checkCompanyChoices(
  db: DbOrTx,
  companyId: number,
  choice: { department_id: number | null; document_id: number | null },
  options: { departmentRequired: boolean },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const [departments, documents] = await Promise.all([
    findCompanyDepartments(db, companyId),
    findCompanyDocuments(db, companyId),
  ]);
  if (choice.department_id === null) {
    if (options.departmentRequired && departments.length > 0) errors.department_id = [DEPARTMENT_REQUIRED_MESSAGE];
  } else if (!departments.some((d) => d.id === choice.department_id))
    errors.department_id = [DEPARTMENT_NOT_OF_COMPANY_MESSAGE];
  if (choice.document_id !== null && !documents.some((d) => d.id === choice.document_id))
    errors.document_id = [DOCUMENT_NOT_OF_COMPANY_MESSAGE];
  return errors;
}

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

/**
 * S-059: GET /api/super_admin/groups/{id}/partners/{pid}/remove: the relation goes (with the company's user access
 * and registration default for the group when it was its last relation), written to the audit log.
 */
export async function removeGroupPartner(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  relationId: number,
): Promise<MessageBody> {
  const admin = requireSuperAdmin(actor);
  const group = await requireGroup(deps.db, id);
  await deps.db.transaction(async (tx) => {
    const removed = await deleteRelation(tx, group.community.id, relationId);
    if (!removed) throw notFound(PARTNER_NOT_FOUND_MESSAGE);
    await writeAuditLog(tx, {
      action: 'group.partner_removed',
      actorUserId: admin.userId,
      impersonatorUserId: admin.impersonatorId,
      companyId: removed.companyId,
      details: { group_id: group.community.id, relation_id: removed.id, department_id: removed.departmentId },
    });
  });
  return { message: PARTNER_REMOVED_MESSAGE };
}
