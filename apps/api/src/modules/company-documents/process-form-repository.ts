import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { documentRequirements, documentVersions, requirements } from '../../db/schema/documents.ts';
import { users } from '../../db/schema/users.ts';

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
