import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { cases, managerRequestResponses, managerRequests } from '../../db/schema/cases.ts';
import { companies } from '../../db/schema/companies.ts';
import { contactDocuments, documentManagers, documentVersions } from '../../db/schema/documents.ts';
import { users } from '../../db/schema/users.ts';
import { hashToken } from '../../lib/secure-token.ts';

/** A process document with its current version and company: what a manager request is sent against. */
export async function findManagerProcess(db: DbOrTx, documentId: number) {
  const [row] = await db
    .select({
      documentId: contactDocuments.id,
      companyId: contactDocuments.companyId,
      companyStatus: companies.status,
      versionId: documentVersions.id,
      documentType: documentVersions.documentType,
      title: documentVersions.title,
      escalationInstructions: documentVersions.escalationInstructions,
    })
    .from(contactDocuments)
    .innerJoin(companies, eq(companies.id, contactDocuments.companyId))
    .innerJoin(documentVersions, eq(documentVersions.id, contactDocuments.currentVersionId))
    .where(eq(contactDocuments.id, documentId));
  return row;
}

/** the process's manager users (main and alternate) who receive its manager requests. */
export async function findProcessManagerEmails(db: DbOrTx, versionId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(documentManagers)
    .innerJoin(users, eq(users.id, documentManagers.userId))
    .where(and(eq(documentManagers.versionId, versionId), eq(users.status, 'active')))
    .orderBy(asc(documentManagers.userType));
  return rows.map((row) => row.email);
}

const submitter = alias(companies, 'submitter');
const receiver = alias(companies, 'receiver');

/** The request an emailed link names: looked up by the link's hash, as stored. */
export async function findManagerRequestByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      request: managerRequests,
      caseToken: cases.token,
      networkCaseNumber: cases.networkCaseNumber,
      submittingCompany: submitter.name,
      receivingCompany: receiver.name,
    })
    .from(managerRequests)
    .innerJoin(cases, eq(cases.id, managerRequests.caseId))
    .innerJoin(submitter, eq(submitter.id, managerRequests.submitCompanyId))
    .innerJoin(receiver, eq(receiver.id, managerRequests.receiveCompanyId))
    .where(eq(managerRequests.tokenHash, hashToken(token)));
  return row;
}

export function listManagerResponses(db: DbOrTx, managerRequestId: number) {
  return db
    .select()
    .from(managerRequestResponses)
    .where(eq(managerRequestResponses.managerRequestId, managerRequestId))
    .orderBy(asc(managerRequestResponses.createdAt), asc(managerRequestResponses.id));
}

export async function findRequester(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ email: users.email, phone: users.phone, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}
