import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { EmailTemplateType } from '@casebridge/contract/enums';
import type { DbOrTx } from '../../db/client.ts';
import {
  contactDocuments,
  docLinkages,
  documentDepartments,
  documentEmailTemplates,
  documentTags,
  documentVersions,
  emailTemplates,
} from '../../db/schema/documents.ts';
import { groupRelations } from '../../db/schema/groups.ts';

// The whole process document as the console reads and writes it (S-027..S-038, ADR 31); the versions are written by
// company-documents-repository.ts's one writer.

/** The company of a process, or undefined for an unknown id. */
export async function findDocumentCompanyId(db: DbOrTx, documentId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ companyId: contactDocuments.companyId })
    .from(contactDocuments)
    .where(eq(contactDocuments.id, documentId));
  return row?.companyId;
}

export async function findVersionTags(db: DbOrTx, versionId: number) {
  return db
    .select({ tag: documentTags.tag })
    .from(documentTags)
    .where(eq(documentTags.versionId, versionId))
    .orderBy(asc(documentTags.id));
}

export async function findVersionDepartmentIds(db: DbOrTx, versionId: number) {
  return db
    .select({ departmentId: documentDepartments.departmentId })
    .from(documentDepartments)
    .where(eq(documentDepartments.versionId, versionId))
    .orderBy(asc(documentDepartments.departmentId));
}

export async function findDocumentEmailTemplates(db: DbOrTx, documentId: number) {
  return db
    .select({ type: documentEmailTemplates.type, emailTemplateId: documentEmailTemplates.emailTemplateId })
    .from(documentEmailTemplates)
    .where(eq(documentEmailTemplates.contactDocumentId, documentId))
    .orderBy(asc(documentEmailTemplates.type));
}

/** A parent's chooser rows in their order, the soft-deleted ones included (3 §3 doc_linkages). */
export async function findDocLinkages(db: DbOrTx, parentId: number) {
  return db
    .select({
      id: docLinkages.id,
      optionName: docLinkages.optionName,
      contactDocumentId: docLinkages.contactDocumentId,
      deleted: docLinkages.deleted,
    })
    .from(docLinkages)
    .where(eq(docLinkages.parentDocumentId, parentId))
    .orderBy(asc(docLinkages.sortOrder), asc(docLinkages.id));
}

export async function findEmailTemplates(db: DbOrTx) {
  return db
    .select({ id: emailTemplates.id, type: emailTemplates.type, slug: emailTemplates.slug, name: emailTemplates.name })
    .from(emailTemplates)
    .orderBy(asc(emailTemplates.name), asc(emailTemplates.id));
}

/** S-037: the company's processes that are not parents (a parent's rows choose among them), by name. */
export async function findChildChoices(db: DbOrTx, companyId: number) {
  return db
    .select({ id: contactDocuments.id, name: contactDocuments.name, documentType: documentVersions.documentType })
    .from(contactDocuments)
    .innerJoin(documentVersions, eq(documentVersions.id, contactDocuments.currentVersionId))
    .where(and(eq(contactDocuments.companyId, companyId), ne(documentVersions.documentType, 'parent')))
    .orderBy(asc(contactDocuments.name), asc(contactDocuments.id));
}

/** The groups the company belongs to as a whole (its relations without a department). */
export async function findWholeCompanyCommunityIds(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: groupRelations.communityId })
    .from(groupRelations)
    .where(and(eq(groupRelations.companyId, companyId), isNull(groupRelations.departmentId)));
  return rows.map((row) => row.id);
}

export async function insertDocumentRow(
  tx: DbOrTx,
  values: { companyId: number; name: string; staticDocument: string | null; parentOptionName: string | null },
): Promise<number> {
  const [row] = await tx.insert(contactDocuments).values(values).returning({ id: contactDocuments.id });
  if (!row) throw new Error('process not written');
  return row.id;
}

export async function updateDocumentRow(
  tx: DbOrTx,
  documentId: number,
  values: { name: string; staticDocument?: string | null; parentOptionName?: string | null },
): Promise<void> {
  await tx.update(contactDocuments).set(values).where(eq(contactDocuments.id, documentId));
}

/** The template the process uses for one email slot; null: none. */
export async function setDocumentEmailTemplate(
  tx: DbOrTx,
  documentId: number,
  type: EmailTemplateType,
  templateId: number | null,
): Promise<void> {
  await tx
    .delete(documentEmailTemplates)
    .where(and(eq(documentEmailTemplates.contactDocumentId, documentId), eq(documentEmailTemplates.type, type)));
  if (templateId !== null)
    await tx
      .insert(documentEmailTemplates)
      .values({ contactDocumentId: documentId, type, emailTemplateId: templateId });
}

type LinkageWrite = { id: number; optionName: string; contactDocumentId: number; deleted: boolean };

/**
 * S-037, S-038: the parent's rows as sent, in their order: a known row is updated (deleted true soft-deletes it), a
 * new one (id 0) is added unless it is deleted already. Rows not sent are left as they are.
 */
export async function writeDocLinkages(tx: DbOrTx, parentId: number, rows: LinkageWrite[]): Promise<void> {
  for (const [sortOrder, row] of rows.entries()) {
    const values = {
      optionName: row.optionName,
      contactDocumentId: row.contactDocumentId,
      deleted: row.deleted,
      sortOrder,
    };
    if (row.id !== 0)
      await tx
        .update(docLinkages)
        .set(values)
        .where(and(eq(docLinkages.id, row.id), eq(docLinkages.parentDocumentId, parentId)));
    else if (!row.deleted) await tx.insert(docLinkages).values({ ...values, parentDocumentId: parentId });
  }
}
