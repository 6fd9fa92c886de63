import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { managedDocumentTypes } from '@casebridge/contract/super-admin-documents';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { changeRequests } from '../../db/schema/onboarding.ts';
import { contactDocuments, documentRequirements, documentVersions, requirements } from '../../db/schema/documents.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

/** Issue 25: the reads of the field library and of a process's form versions. */

const libraryColumns = {
  id: requirements.id,
  type: requirements.type,
  label: requirements.label,
  codeLabel: requirements.codeLabel,
  helpHint: requirements.helpHint,
  retiredAt: requirements.retiredAt,
  usedByVersions: sql<number>`(select count(distinct ${documentRequirements.versionId})::int from ${documentRequirements}
    where ${documentRequirements.requirementId} = ${requirements.id})`,
};

/** The library, by label (retired fields last). */
export async function findLibraryFields(db: DbOrTx) {
  return db
    .select(libraryColumns)
    .from(requirements)
    .orderBy(sql`${requirements.retiredAt} is not null`, asc(sql`lower(${requirements.label})`), asc(requirements.id));
}

export type LibraryRow = Awaited<ReturnType<typeof findLibraryFields>>[number];

export async function findLibraryField(db: DbOrTx, id: number): Promise<LibraryRow | undefined> {
  const [row] = await db.select(libraryColumns).from(requirements).where(eq(requirements.id, id));
  return row;
}

/** The library fields of these ids (a form's), with their type and whether they are retired. */
export async function findLibraryFieldsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: requirements.id, type: requirements.type, retiredAt: requirements.retiredAt })
    .from(requirements)
    .where(inArray(requirements.id, ids));
}

const versionSummary = {
  id: documentVersions.id,
  versionNumber: documentVersions.versionNumber,
  createdAt: documentVersions.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** A process's versions, newest first, with who saved each. */
export async function findDocumentVersions(db: DbOrTx, documentId: number) {
  return db
    .select(versionSummary)
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.createdByUserId))
    .where(eq(documentVersions.contactDocumentId, documentId))
    .orderBy(desc(documentVersions.versionNumber));
}

export type VersionSummaryRow = Awaited<ReturnType<typeof findDocumentVersions>>[number];

/** One version of the process (undefined: none of this id on this process). */
export async function findDocumentVersion(db: DbOrTx, documentId: number, versionId: number) {
  const [row] = await db
    .select({ ...versionSummary, contactDocumentId: documentVersions.contactDocumentId })
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.createdByUserId))
    .where(eq(documentVersions.id, versionId));
  return row?.contactDocumentId === documentId ? row : undefined;
}

/**
 * The processes a form may be copied from: every company's process of a managed type (a form of its own) whose name or
 * company's name holds the search, by company and process name, the first `limit`.
 */
export async function findFormSources(db: DbOrTx, search: string, limit: number) {
  const term = containsPattern(search.toLowerCase());
  return db
    .select({ id: contactDocuments.id, name: contactDocuments.name, companyName: companies.name })
    .from(contactDocuments)
    .innerJoin(companies, eq(companies.id, contactDocuments.companyId))
    .innerJoin(documentVersions, eq(documentVersions.id, contactDocuments.currentVersionId))
    .where(
      and(
        inArray(documentVersions.documentType, [...managedDocumentTypes]),
        search === ''
          ? undefined
          : or(sql`lower(${contactDocuments.name}) like ${term}`, sql`lower(${companies.name}) like ${term}`),
      ),
    )
    .orderBy(asc(sql`lower(${companies.name})`), asc(sql`lower(${contactDocuments.name})`), asc(contactDocuments.id))
    .limit(limit);
}

/** ADR 53: whether the network lets the company's admins design their processes' forms (undefined: no company). */
export async function findFormDesignerSwitch(db: DbOrTx, companyId: number): Promise<boolean | undefined> {
  const [row] = await db
    .select({ formDesigner: companies.formDesigner })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.formDesigner;
}

/** Who asks for a form change: the admin's name and email and their company's name and slug. */
export async function findFormChangeRequester(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      companyName: companies.name,
      companySlug: companies.slug,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}

/**
 * ADR 53: the latest form change requests of every company, newest first (the console's list), through
 * change_requests_type_idx; the process, version and sender as they are now (each may be gone since).
 */
export async function findFormChangeRequests(db: DbOrTx, limit: number) {
  return db
    .select({
      id: changeRequests.id,
      companyId: changeRequests.companyId,
      companyName: companies.name,
      processId: contactDocuments.id,
      processName: contactDocuments.name,
      processType: documentVersions.documentType,
      versionNumber: documentVersions.versionNumber,
      note: changeRequests.changes,
      senderFirstName: users.firstName,
      senderLastName: users.lastName,
      senderEmail: users.email,
      createdAt: changeRequests.createdAt,
    })
    .from(changeRequests)
    .innerJoin(companies, eq(companies.id, changeRequests.companyId))
    .leftJoin(contactDocuments, eq(contactDocuments.id, changeRequests.contactDocumentId))
    .leftJoin(documentVersions, eq(documentVersions.id, changeRequests.documentVersionId))
    .leftJoin(users, eq(users.id, changeRequests.userId))
    .where(eq(changeRequests.changeType, 'process_form'))
    .orderBy(desc(changeRequests.createdAt), desc(changeRequests.id))
    .limit(limit);
}
