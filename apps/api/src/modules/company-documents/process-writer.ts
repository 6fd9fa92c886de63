import { and, eq, sql } from 'drizzle-orm';
import type { DocumentStatus, DocumentType, EmailTemplateType } from '@casebridge/contract/enums';
import type { DbOrTx } from '../../db/client.ts';
import {
  contactDocuments,
  docLinkages,
  documentDepartments,
  documentEmailTemplates,
  documentManagers,
  documentNotes,
  documentRequirements,
  documentTags,
  documentVersions,
  emailTemplates,
  requirements,
} from '../../db/schema/documents.ts';

/**
 * The one writer of the process documents (issue 23): contact_documents and their versions, managers, tags,
 * departments, requirements, linkages, email templates and notes. The member's and the console's process forms,
 * the onboarding review's new member, case submission's notes and the demo seed write them through these functions.
 */

export type VersionEdit = {
  title: string;
  supportHours: string;
  productSupported: string;
  collaborateEmail: string | null;
  collaborateCcEmail: string | null;
  escalationInstructions: string | null;
  escalationAlias: string | null;
  managers: { userType: 'main' | 'alternate'; userId: number }[];
};

/** A version's own columns (the console sets them all; the member's edit copies those it does not change). */
export type VersionValues = Omit<VersionEdit, 'managers'> & {
  status: DocumentStatus;
  documentType: DocumentType;
  jsonType: string | null;
  adminNote: string | null;
  commonCustomerSectionTitle: string | null;
};

/** A requirement placed on a version (issue 25's form designer); the list's order is the form's order. */
export type PlacedRequirement = Omit<typeof documentRequirements.$inferInsert, 'id' | 'versionId' | 'sortOrder'>;

/**
 * What a version has beside its columns; tags, departments or requirements left out are copied from the version it
 * follows.
 */
export type VersionChildren = {
  managers: VersionEdit['managers'];
  tags?: string[];
  departmentIds?: number[];
  requirements?: PlacedRequirement[];
};

/**
 * The one writer of a process's versions (ADR 25, ADR 31): the values become the document's next version (version 1 of
 * a new document), cases keep the version they were sent against. The version it follows (`from`) gives its
 * requirements, and its tags and departments where none are given; the managers are the ones given; the document
 * points at the new version. Run inside the transaction that locked (or created) the document.
 */
export async function insertVersion(
  tx: DbOrTx,
  documentId: number,
  from: number | null,
  values: VersionValues,
  children: VersionChildren,
  createdByUserId: number,
  at = new Date(),
): Promise<number> {
  const [{ next } = { next: 1 }] = await tx
    .select({ next: sql<number>`coalesce(max(${documentVersions.versionNumber}), 0)::int + 1` })
    .from(documentVersions)
    .where(eq(documentVersions.contactDocumentId, documentId));
  const [row] = await tx
    .insert(documentVersions)
    .values({ ...values, contactDocumentId: documentId, versionNumber: next, createdByUserId, createdAt: at })
    .returning({ id: documentVersions.id });
  if (!row) throw new Error('version not written');
  const to = row.id;
  if (children.requirements) await placeRequirements(tx, to, children.requirements);
  else if (from !== null)
    await tx.execute(sql`insert into ${documentRequirements}
      (version_id, requirement_id, section, required, "group", options, additional_settings, sort_order)
    select ${to}, requirement_id, section, required, "group", options, additional_settings, sort_order
      from ${documentRequirements} where version_id = ${from} order by sort_order, id`);
  if (children.tags) {
    if (children.tags.length > 0)
      await tx.insert(documentTags).values(children.tags.map((tag) => ({ versionId: to, tag })));
  } else if (from !== null)
    await tx.execute(
      sql`insert into ${documentTags} (version_id, tag) select ${to}, tag from ${documentTags} where version_id = ${from} order by id`,
    );
  if (children.departmentIds) {
    if (children.departmentIds.length > 0)
      await tx
        .insert(documentDepartments)
        .values(children.departmentIds.map((departmentId) => ({ versionId: to, departmentId })));
  } else if (from !== null)
    await tx.execute(
      sql`insert into ${documentDepartments} (version_id, department_id) select ${to}, department_id from ${documentDepartments} where version_id = ${from}`,
    );
  if (children.managers.length > 0)
    await tx.insert(documentManagers).values(children.managers.map((manager) => ({ ...manager, versionId: to })));
  await tx
    .update(contactDocuments)
    .set({ currentVersionId: to, updatedAt: at })
    .where(eq(contactDocuments.id, documentId));
  return to;
}

export async function insertDocumentRow(
  tx: DbOrTx,
  values: {
    companyId: number;
    name: string;
    staticDocument: string | null;
    parentOptionName: string | null;
    createdAt?: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(contactDocuments)
    .values({ ...values, updatedAt: values.createdAt })
    .returning({ id: contactDocuments.id });
  if (!row) throw new Error('process not written');
  return row.id;
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

export async function deleteProcessRow(tx: DbOrTx, documentId: number) {
  await tx.delete(contactDocuments).where(eq(contactDocuments.id, documentId));
}

/** C-005: the company's internal note on a document, one row per company and document. */
export async function upsertDocumentNote(
  db: DbOrTx,
  input: { companyId: number; documentId: number; note: string; location: string; userId: number; at?: Date },
): Promise<void> {
  await db
    .insert(documentNotes)
    .values({
      companyId: input.companyId,
      contactDocumentId: input.documentId,
      note: input.note,
      location: input.location,
      updatedByUserId: input.userId,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .onConflictDoUpdate({
      target: [documentNotes.companyId, documentNotes.contactDocumentId],
      set: { note: input.note, location: input.location, updatedByUserId: input.userId, updatedAt: sql`now()` },
    });
}

export async function deleteDocumentNote(db: DbOrTx, companyId: number, documentId: number): Promise<void> {
  await db
    .delete(documentNotes)
    .where(and(eq(documentNotes.companyId, companyId), eq(documentNotes.contactDocumentId, documentId)));
}

/** A version's requirement entries, in their order (the demo seed's processes). */
export async function placeRequirements(
  db: DbOrTx,
  versionId: number,
  entries: Omit<typeof documentRequirements.$inferInsert, 'versionId' | 'sortOrder'>[],
): Promise<void> {
  if (entries.length > 0)
    await db
      .insert(documentRequirements)
      .values(entries.map((entry, sortOrder) => ({ ...entry, versionId, sortOrder })));
}

/** The departments a version is for. */
export async function addVersionDepartments(db: DbOrTx, versionId: number, departmentIds: number[]): Promise<void> {
  if (departmentIds.length > 0)
    await db.insert(documentDepartments).values(departmentIds.map((departmentId) => ({ versionId, departmentId })));
}

/** A requirement of the network's field library (the demo seed's, the console's Fields page). */
export async function createRequirement(db: DbOrTx, values: typeof requirements.$inferInsert): Promise<number> {
  const [row] = await db.insert(requirements).values(values).returning({ id: requirements.id });
  if (!row) throw new Error('requirement not written');
  return row.id;
}

/** Issue 25: a library field's label, code label, help hint (and type, while no version places it). */
export async function updateRequirement(
  db: DbOrTx,
  id: number,
  values: Pick<typeof requirements.$inferInsert, 'type' | 'label' | 'codeLabel' | 'helpHint'>,
): Promise<void> {
  await db
    .update(requirements)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(requirements.id, id));
}

/** Issue 25: retires a library field (or brings it back); the versions that place it keep it. */
export async function setRequirementRetired(db: DbOrTx, id: number, retired: boolean): Promise<void> {
  await db
    .update(requirements)
    .set({ retiredAt: retired ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(requirements.id, id));
}

/** An email template processes may use (the demo seed's). */
export async function createEmailTemplate(db: DbOrTx, values: typeof emailTemplates.$inferInsert): Promise<number> {
  const [row] = await db.insert(emailTemplates).values(values).returning({ id: emailTemplates.id });
  if (!row) throw new Error('email template not written');
  return row.id;
}
