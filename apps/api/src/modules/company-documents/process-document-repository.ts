import { and, asc, eq, isNull, ne } from 'drizzle-orm';
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

export async function updateDocumentRow(
  tx: DbOrTx,
  documentId: number,
  values: { name: string; staticDocument?: string | null; parentOptionName?: string | null },
): Promise<void> {
  await tx.update(contactDocuments).set(values).where(eq(contactDocuments.id, documentId));
}
