import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { caseFiles, cases } from '../../db/schema/cases.ts';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';

/** What the feed's rules read of a case: its status and the two parties. */
export async function findFeedCase(db: DbOrTx, caseId: number) {
  const [row] = await db
    .select({
      id: cases.id,
      status: cases.status,
      submitCompanyId: cases.submitCompanyId,
      receiverCompanyId: cases.receiverCompanyId,
    })
    .from(cases)
    .where(eq(cases.id, caseId));
  return row;
}

export async function findCompanyFeedSettings(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ name: companies.name, url: companies.url, allowNotes: companies.allowNotes, domain: companies.domain })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

const fileColumns = {
  id: caseFiles.id,
  storageKey: caseFiles.storageKey,
  originalFilename: caseFiles.originalFilename,
  description: caseFiles.description,
  contentType: caseFiles.contentType,
  size: caseFiles.size,
  createdAt: caseFiles.createdAt,
  companyId: companies.id,
  companyName: companies.name,
};

/** A case's files, oldest first, with who uploaded them (null once that user is deleted). */
export function listCaseFiles(db: DbOrTx, caseId: number) {
  return db
    .select({ ...fileColumns, uploaderFirstName: users.firstName, uploaderLastName: users.lastName })
    .from(caseFiles)
    .innerJoin(companies, eq(companies.id, caseFiles.companyId))
    .leftJoin(users, eq(users.id, caseFiles.userId))
    .where(eq(caseFiles.caseId, caseId))
    .orderBy(asc(caseFiles.createdAt), asc(caseFiles.id));
}

export async function findCaseFile(db: DbOrTx, caseId: number, fileId: number) {
  const [row] = await db
    .select(fileColumns)
    .from(caseFiles)
    .innerJoin(companies, eq(companies.id, caseFiles.companyId))
    .where(and(eq(caseFiles.caseId, caseId), eq(caseFiles.id, fileId)));
  return row;
}
