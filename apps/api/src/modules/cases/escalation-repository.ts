import type { EscalationFilter } from '@casebridge/contract/escalation';
import { ALL_CASES_DAYS, LATE_AFTER_HOURS } from '@casebridge/contract/escalation';
import { and, asc, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { caseFiles, cases } from '../../db/schema/cases.ts';
import { companies } from '../../db/schema/companies.ts';
import { contactDocuments } from '../../db/schema/documents.ts';
import { caseSearchCondition, prepareCaseSearch } from './case-repository.ts';

const submitter = alias(companies, 'submitter');
const receiver = alias(companies, 'receiver');
const HOUR_MS = 3600 * 1000;

export type EscalationPage = {
  filter: EscalationFilter;
  q: string;
  sort: 'created_at' | 'priority' | 'status';
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
  now: Date;
};

/** S-004, S-005: a page of the network's cases for the filter, sorted and paged in the database, and their count. */
export async function findEscalationPage(db: DbOrTx, page: EscalationPage) {
  const search = page.q === '' ? null : await prepareCaseSearch(db, page.q);
  const where = and(
    page.filter === 'all-10'
      ? gte(cases.createdAt, new Date(page.now.getTime() - ALL_CASES_DAYS * 24 * HOUR_MS))
      : undefined,
    page.filter === 'all-10' ? undefined : eq(cases.status, 'open'),
    page.filter === 'late' ? lt(cases.createdAt, new Date(page.now.getTime() - LATE_AFTER_HOURS * HOUR_MS)) : undefined,
    search === null
      ? undefined
      : or(caseSearchCondition(search, cases.submitCompanyId), caseSearchCondition(search, cases.receiverCompanyId)),
  );
  const order = page.dir === 'asc' ? asc : desc;
  const sortKey = {
    created_at: sql`${cases.createdAt}`,
    priority: sql`case ${cases.priority} when 'low' then 1 when 'medium' then 2 else 3 end`,
    status: sql`${cases.status}`,
  }[page.sort];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: cases.id,
        token: cases.token,
        internalCaseNumber: cases.internalCaseNumber,
        company: submitter.name,
        receiver: receiver.name,
        priority: cases.priority,
        createdAt: cases.createdAt,
        status: cases.status,
        document: contactDocuments.name,
      })
      .from(cases)
      .innerJoin(submitter, eq(submitter.id, cases.submitCompanyId))
      .innerJoin(receiver, eq(receiver.id, cases.receiverCompanyId))
      .leftJoin(contactDocuments, eq(contactDocuments.id, cases.contactDocumentId))
      .where(where)
      .orderBy(order(sortKey), order(cases.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(cases)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * S-007: deletes a case with everything of it (its rows cascade; run it in a transaction); answers the case and its
 * stored files' keys, or null when there is no such case.
 */
export async function deleteCaseById(tx: DbOrTx, caseId: number) {
  const files = await tx.select({ key: caseFiles.storageKey }).from(caseFiles).where(eq(caseFiles.caseId, caseId));
  const [deleted] = await tx
    .delete(cases)
    .where(eq(cases.id, caseId))
    .returning({ id: cases.id, internalCaseNumber: cases.internalCaseNumber, submitCompanyId: cases.submitCompanyId });
  return deleted ? { ...deleted, fileKeys: files.map((file) => file.key) } : null;
}
