import {
  CHILD_DOCUMENT_MESSAGE,
  DEPARTMENTS_MESSAGE,
  DOCUMENT_HTML_MESSAGE,
  DOCUMENT_TYPE_FIXED_MESSAGE,
  EMAIL_TEMPLATE_MESSAGE,
  ESCALATION_CONTACT_MESSAGE,
  GROUPS_MESSAGE,
  JSON_SUBMISSION_TYPE,
  LINKAGE_NOT_FOUND_MESSAGE,
  newDocumentDefaults,
  type ConsoleDocument,
  type ConsoleDocumentBody,
} from '@casebridge/contract/super-admin-documents';
import { ALT_ESCALATION_USER_SAME_MESSAGE, DOCUMENT_NOT_FOUND_MESSAGE } from '@casebridge/contract/company-documents';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, notFound, type FieldErrors } from '../../lib/app-error.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import {
  findCompanyDepartmentNames,
  findCompanyDocument,
  findVersionManagers,
  type CompanyDocumentRow,
} from './company-documents-repository.ts';
import { checkEscalationContacts, managersOf, storedHtml } from './escalation-contacts.ts';
import {
  findChildChoices,
  findDocLinkages,
  findEmailTemplates,
  findWholeCompanyCommunityIds,
  updateDocumentRow,
} from './process-document-repository.ts';
import { readProcessDocument } from './read-process-document.ts';
import { setDocumentGroups } from '../super-admin-groups/group-writer.ts';
import {
  type VersionChildren,
  type VersionValues,
  insertDocumentRow,
  insertVersion,
  setDocumentEmailTemplate,
  writeDocLinkages,
} from './process-writer.ts';

type Managed = Extract<ConsoleDocumentBody, { departments: number[] }>;
type Parent = Extract<ConsoleDocumentBody, { document_type: 'parent' }>;

const outside = (ids: number[], allowed: Iterable<number>) => {
  const known = new Set(allowed);
  return ids.some((id) => !known.has(id));
};

/** S-034: the managed form's choices must be the company's own (and the template one of its slot). */
async function checkManaged(tx: DbOrTx, companyId: number, body: Managed): Promise<FieldErrors> {
  // One after the other: a transaction's connection runs one query at a time.
  const departments = await findCompanyDepartmentNames(tx, companyId);
  const groups = await findWholeCompanyCommunityIds(tx, companyId);
  const templates = await findEmailTemplates(tx);
  const contacts = await checkEscalationContacts(
    tx,
    companyId,
    body.main_escalation_contact,
    body.alt_escalation_contact,
  );
  const errors: FieldErrors = {};
  if (
    outside(
      body.departments,
      departments.map((row) => row.id),
    )
  )
    errors.departments = [DEPARTMENTS_MESSAGE];
  if (outside(body.groups, groups)) errors.groups = [GROUPS_MESSAGE];
  // Every template is of the one slot there is (new_receiving_member).
  const template = body.email_templates.new_receiving_member;
  if (template !== null && !templates.some((row) => row.id === template))
    errors['email_templates.new_receiving_member'] = [EMAIL_TEMPLATE_MESSAGE];
  if (contacts.main) errors.main_escalation_contact = [ESCALATION_CONTACT_MESSAGE];
  if (contacts.alternate)
    errors.alt_escalation_contact = [
      contacts.alternate === 'same_as_main' ? ALT_ESCALATION_USER_SAME_MESSAGE : ESCALATION_CONTACT_MESSAGE,
    ];
  return errors;
}

/** S-037, S-038: each row names a process of the company that is not a parent, and a known row is one of this parent's. */
async function checkParent(tx: DbOrTx, companyId: number, documentId: number, body: Parent): Promise<FieldErrors> {
  const children = await findChildChoices(tx, companyId);
  const rows = documentId === 0 ? [] : await findDocLinkages(tx, documentId);
  const childIds = new Set(children.map((child) => child.id));
  const rowIds = new Set(rows.map((row) => row.id));
  const errors: FieldErrors = {};
  for (const [index, linkage] of body.linkages.entries()) {
    if (linkage.id !== 0 && !rowIds.has(linkage.id))
      errors[`linkages.${String(index)}.id`] = [LINKAGE_NOT_FOUND_MESSAGE];
    if (!childIds.has(linkage.contact_document_id))
      errors[`linkages.${String(index)}.contact_document_id`] = [CHILD_DOCUMENT_MESSAGE];
  }
  return errors;
}

/** The version's columns and children as the body sets them; what its form does not show is kept (a new one: none). */
async function versionOf(
  tx: DbOrTx,
  current: CompanyDocumentRow | undefined,
  body: ConsoleDocumentBody,
): Promise<{ values: VersionValues; children: VersionChildren }> {
  const kept = current?.version;
  const base: VersionValues = {
    status: body.status,
    title: body.title,
    documentType: body.document_type,
    supportHours: kept?.supportHours ?? newDocumentDefaults.support_hours,
    productSupported: kept?.productSupported ?? newDocumentDefaults.product_supported,
    jsonType: kept?.jsonType ?? null,
    collaborateEmail: kept?.collaborateEmail ?? null,
    collaborateCcEmail: kept?.collaborateCcEmail ?? null,
    escalationInstructions: kept?.escalationInstructions ?? null,
    escalationAlias: kept?.escalationAlias ?? null,
    adminNote: storedHtml(body.admin_note),
    commonCustomerSectionTitle: kept?.commonCustomerSectionTitle ?? null,
  };
  if (body.document_type === 'parent' || body.document_type === 'default') {
    const managers = kept ? await findVersionManagers(tx, kept.id) : [];
    const values =
      body.document_type === 'default'
        ? { ...base, supportHours: body.support_hours, productSupported: body.product_supported }
        : base;
    return { values, children: { managers: managers.map(({ userType, userId }) => ({ userType, userId })) } };
  }
  return {
    values: {
      ...base,
      supportHours: body.support_hours,
      productSupported: body.product_supported,
      // A json process keeps the route it was set up with (the demo's Initech has its own); a new one gets the fixed one.
      jsonType: body.document_type === 'json' ? (kept?.jsonType ?? JSON_SUBMISSION_TYPE) : null,
      collaborateEmail: body.collaborate_email,
      collaborateCcEmail: body.collaborate_cc_email,
      escalationInstructions: storedHtml(body.escalation_instructions),
      escalationAlias: body.escalation_alias,
    },
    children: {
      managers: managersOf(body.main_escalation_contact, body.alt_escalation_contact),
      tags: body.tags,
      departmentIds: body.departments,
    },
  };
}

/**
 * S-034, S-036, S-038 (ADR 31): a process of the company saved from the console's editor (document 0 creates one).
 * A process of another company is not found; the type of an existing process is fixed (S-028); the choices must be
 * the company's own; nothing is written unless all is well. The save is the document's next version (ADR 25's one
 * writer), its name the title; a managed process also sets its email template and the groups whose relations name it,
 * a parent its rows. Audited as process.create or process.update.
 */
export async function saveProcessDocumentOfCompany(
  deps: AppDeps,
  by: Actor,
  companyId: number,
  documentId: number,
  body: ConsoleDocumentBody,
): Promise<ConsoleDocument> {
  const savedId = await deps.db.transaction(async (tx) => {
    const current = documentId === 0 ? undefined : await findCompanyDocument(tx, companyId, documentId, true);
    if (documentId !== 0 && !current) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
    const errors: FieldErrors = {};
    if (current && current.version.documentType !== body.document_type)
      errors.document_type = [DOCUMENT_TYPE_FIXED_MESSAGE];
    else if (body.document_type === 'parent') Object.assign(errors, await checkParent(tx, companyId, documentId, body));
    else if (body.document_type !== 'default') Object.assign(errors, await checkManaged(tx, companyId, body));
    const html = body.document_type === 'default' ? storedHtml(body.document_html) : null;
    if (body.document_type === 'default' && html === null) errors.document_html = [DOCUMENT_HTML_MESSAGE];
    const first = Object.values(errors)[0]?.[0];
    if (first !== undefined) throw new AppError('validation', first, errors);

    const row = {
      name: body.title,
      ...(body.document_type === 'default' ? { staticDocument: html } : {}),
      ...(body.document_type === 'parent' ? { parentOptionName: body.parent_option_name } : {}),
    };
    const id = current
      ? current.id
      : await insertDocumentRow(tx, {
          companyId,
          name: row.name,
          staticDocument: row.staticDocument ?? null,
          parentOptionName: row.parentOptionName ?? null,
        });
    if (current) await updateDocumentRow(tx, id, row);
    const { values, children } = await versionOf(tx, current, body);
    const versionId = await insertVersion(tx, id, current?.version.id ?? null, values, children, by.userId);
    if (body.document_type === 'parent')
      await writeDocLinkages(
        tx,
        id,
        body.linkages.map((linkage) => ({
          id: linkage.id,
          optionName: linkage.option_name,
          contactDocumentId: linkage.contact_document_id,
          deleted: linkage.deleted,
        })),
      );
    else if (body.document_type !== 'default') {
      await setDocumentEmailTemplate(tx, id, 'new_receiving_member', body.email_templates.new_receiving_member);
      await setDocumentGroups(tx, companyId, id, body.groups);
    }
    await writeAuditLog(tx, {
      action: current ? 'process.update' : 'process.create',
      actorUserId: by.userId,
      impersonatorUserId: by.impersonatorId,
      companyId,
      details: { contact_document_id: id, version_id: versionId, document_type: body.document_type },
    });
    return id;
  });
  const saved = await readProcessDocument(deps.db, savedId);
  if (!saved) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return saved;
}
