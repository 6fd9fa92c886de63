import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { caseResponses, cases } from '../../db/schema/cases.ts';
import { companies } from '../../db/schema/companies.ts';
import { documentVersions } from '../../db/schema/documents.ts';

const submitter = alias(companies, 'submitter');
const receiver = alias(companies, 'receiver');

/** What the writer's emails need: the case, both companies' names and bcc addresses, the process's addresses. */
export async function findCaseMailContext(db: DbOrTx, caseId: number) {
  const [row] = await db
    .select({
      token: cases.token,
      summary: cases.summary,
      priority: cases.priority,
      internalCaseNumber: cases.internalCaseNumber,
      engineerEmail: cases.engineerEmail,
      submitContactEmail: cases.submitContactEmail,
      submitterName: submitter.name,
      outboundBcc: submitter.communicationsEmail,
      receiverName: receiver.name,
      inboundBcc: receiver.bccResponseEmail,
      collaborateEmail: documentVersions.collaborateEmail,
      collaborateCcEmail: documentVersions.collaborateCcEmail,
    })
    .from(cases)
    .innerJoin(submitter, eq(submitter.id, cases.submitCompanyId))
    .innerJoin(receiver, eq(receiver.id, cases.receiverCompanyId))
    .leftJoin(documentVersions, eq(documentVersions.id, cases.documentVersionId))
    .where(eq(cases.id, caseId));
  return row;
}

export async function findCaseIdByToken(db: DbOrTx, token: string): Promise<number | undefined> {
  const [row] = await db.select({ id: cases.id }).from(cases).where(eq(cases.token, token));
  return row?.id;
}

/** The latest information request or reply: whether the submitter's answer is still awaited. */
export async function findLatestInformationExchange(db: DbOrTx, caseId: number) {
  const [row] = await db
    .select({ type: caseResponses.type })
    .from(caseResponses)
    .where(
      and(
        eq(caseResponses.caseId, caseId),
        inArray(caseResponses.type, ['information-request', 'information-response']),
      ),
    )
    .orderBy(desc(caseResponses.id))
    .limit(1);
  return row?.type;
}
