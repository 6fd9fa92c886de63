import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { CaseAction } from '@casebridge/contract/case-status';
import { casePriorities, caseStatuses } from '@casebridge/contract/enums';
import type { InboundAwaitingAnswer } from '@casebridge/contract/cases';
import { caseInboundAwaitingCounts, caseResponses, cases } from '../src/db/schema/cases.ts';
import { users } from '../src/db/schema/users.ts';
import { countInboundAwaiting, waitingOnCondition } from '../src/modules/cases/case-repository.ts';
import { applyCaseTransition } from '../src/modules/cases/case-status-writer.ts';
import { deleteCaseById } from '../src/modules/cases/escalation-repository.ts';
import { deleteCompany } from '../src/modules/companies/company-writer.ts';
import { builders, type BuiltCase, type BuiltCompany, type BuiltDocument, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// ADR 66: the dashboard's count of the inbound cases waiting on the company is kept per receiving company and
// priority by triggers on cases (migration 0040); after every kind of change it equals a recount of the cases.

let t: TestApp;
let make: ReturnType<typeof builders>;
let north: BuiltCompany;
let south: BuiltCompany;
let northUser: BuiltUser;
let southUser: BuiltUser;
let northDoc: BuiltDocument;
let southDoc: BuiltDocument;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  [north, south] = [await make.company({ name: 'North' }), await make.company({ name: 'South' })];
  [northUser, southUser] = [await make.user(north), await make.user(south)];
  [northDoc, southDoc] = [await make.document(north), await make.document(south)];
});
afterAll(async () => {
  await t.close();
});

const keyOf = (companyId: number, priority: string) => `${String(companyId)}:${priority}`;

/** The kept counts, each the sum of its stripes (ADR 18), without the zeros a case's departure leaves. */
async function keptCounts(): Promise<Map<string, number>> {
  const rows = await t.deps.db
    .select({
      companyId: caseInboundAwaitingCounts.companyId,
      priority: caseInboundAwaitingCounts.priority,
      cases: sql<number>`sum(${caseInboundAwaitingCounts.cases})::int`,
    })
    .from(caseInboundAwaitingCounts)
    .groupBy(caseInboundAwaitingCounts.companyId, caseInboundAwaitingCounts.priority);
  return new Map(rows.filter((row) => row.cases !== 0).map((row) => [keyOf(row.companyId, row.priority), row.cases]));
}

/** The same counted afresh from the cases, by the rule the case lists filter with (partyToActNext). */
async function recount(): Promise<Map<string, number>> {
  const rows = await t.deps.db
    .select({
      companyId: cases.receiverCompanyId,
      priority: cases.priority,
      cases: sql<number>`count(*)::int`,
    })
    .from(cases)
    .where(waitingOnCondition('receiver'))
    .groupBy(cases.receiverCompanyId, cases.priority);
  return new Map(rows.map((row) => [keyOf(row.companyId, row.priority), row.cases]));
}

async function expectKeptAsCounted(change: string) {
  expect(await keptCounts(), change).toEqual(await recount());
}

/** One status action on a case from South to North, by the party the transition table names. */
async function act(made: BuiltCase, action: CaseAction) {
  const bySubmitter = action === 'reply_information' || action === 'close';
  await applyCaseTransition(t.deps.db, t.deps.config, {
    caseId: made.id,
    action,
    party: bySubmitter ? 'submitter' : 'receiver',
    actor: bySubmitter ? { userId: southUser.id, companyId: south.id } : { userId: northUser.id, companyId: north.id },
    response: { note: 'Need the logs.', additionalInformation: 'Here are the logs.' },
  });
}

const dashboardCount = async (user: BuiltUser) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/caller/cases/inbound-awaiting',
    headers: bearer(user.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<InboundAwaitingAnswer>();
};

describe('the kept count of the inbound cases awaiting action (ADR 66, migration 0040)', () => {
  it('[ADR 66] follows every status action: submission, information asked and answered, acceptance, closing, rejection', async () => {
    const before = await dashboardCount(northUser);
    const worked = await make.case(southUser, northDoc, { priority: 'high' });
    await expectKeptAsCounted('submitted');
    expect(await dashboardCount(northUser)).toEqual({ total: before.total + 1, high: before.high + 1 });
    for (const action of ['request_information', 'reply_information', 'accept', 'close'] as const) {
      await act(worked, action);
      await expectKeptAsCounted(action);
    }
    const rejected = await make.case(southUser, northDoc, { priority: 'low' });
    for (const action of ['request_information', 'reply_information', 'reject'] as const) {
      await act(rejected, action);
      await expectKeptAsCounted(`${action} (to be rejected)`);
    }
    const acceptedOpen = await make.case(southUser, northDoc);
    await act(acceptedOpen, 'accept');
    await expectKeptAsCounted('accepted while open');
    expect(await dashboardCount(northUser)).toEqual(before);
  });

  it('[ADR 66] follows the information answer whoever records it, a priority change and a change of receiver', async () => {
    const made = await make.case(southUser, northDoc, { priority: 'medium', history: ['request_information'] });
    await expectKeptAsCounted('information asked');
    // A reply recorded outside the status writer (an import, a repair): migration 0029's trigger sets the answer.
    await t.deps.db
      .insert(caseResponses)
      .values({ caseId: made.id, type: 'information-response', status: 'information-reply' });
    await expectKeptAsCounted('answered by a response row');
    await t.deps.db.update(cases).set({ priority: 'high' }).where(eq(cases.id, made.id));
    await expectKeptAsCounted('priority raised');
    // No product path moves a case to another receiver; SQL may, and the counts follow.
    const elsewhere = await make.company({ name: 'Elsewhere' });
    await t.deps.db.update(cases).set({ receiverCompanyId: elsewhere.id }).where(eq(cases.id, made.id));
    await expectKeptAsCounted('received by another company');
    await t.deps.db.update(cases).set({ status: 'open', informationAnswered: false }).where(eq(cases.id, made.id));
    await expectKeptAsCounted('set open by SQL');
  });

  it('[ADR 66] follows deletions: a case (S-007), its submitting user, a receiving company with its cases', async () => {
    const deleted = await make.case(southUser, northDoc, { priority: 'high' });
    await expectKeptAsCounted('before the deletion');
    await t.deps.db.transaction((tx) => deleteCaseById(tx, deleted.id));
    await expectKeptAsCounted('case deleted');
    const leaving = await make.user(south);
    await make.case(leaving, northDoc);
    await t.deps.db.delete(users).where(eq(users.id, leaving.id));
    await expectKeptAsCounted('submitting user deleted');
    const closing = await make.company({ name: 'Closing' });
    const closingDoc = await make.document(closing);
    await make.case(southUser, closingDoc, { priority: 'high' });
    await make.case(southUser, closingDoc, { history: ['request_information', 'reply_information'] });
    expect((await keptCounts()).get(keyOf(closing.id, 'high'))).toBe(1);
    await deleteCompany(t.deps.db, closing.id);
    await expectKeptAsCounted('receiving company deleted');
  });

  it('[ADR 66] over a mixed set of every status, answer and priority the kept counts equal a fresh count, and a rebuild gives them again', async () => {
    const companies = [north, south, await make.company({ name: 'East' }), await make.company({ name: 'West' })];
    // North's case to each of the others (never to North: the table refuses a case to its own company).
    const receivers = companies.slice(1);
    const made = await make.case(northUser, southDoc);
    // Copies of one case in one statement, each with its own status, answer, priority and receiver.
    await t.deps.db.execute(sql`insert into cases (token, respond_token_hash, information_token_hash, summary, status,
        information_answered, priority, submit_company_id, submit_user_id, receiver_company_id, contact_document_id,
        document_version_id)
      select 'mixed-' || g, 'r-mixed-' || g, 'i-mixed-' || g, 'Mixed ' || g,
        (${sql.raw(`array[${caseStatuses.map((s) => `'${s}'`).join(', ')}]`)})[1 + g % ${caseStatuses.length}],
        g % 7 < 3, (${sql.raw(`array[${casePriorities.map((p) => `'${p}'`).join(', ')}]`)})[1 + g % 11 % ${casePriorities.length}],
        submit_company_id, submit_user_id,
        (${sql.raw(`array[${receivers.map((company) => String(company.id)).join(', ')}]`)})[1 + g % 13 % ${receivers.length}],
        contact_document_id, document_version_id
      from cases, generate_series(1, 300) as g where id = ${made.id}`);
    await expectKeptAsCounted('a mixed set inserted');
    // Every combination of status and answer is there, so the rule is tested in each.
    const combinations = await t.deps.db
      .selectDistinct({ status: cases.status, answered: cases.informationAnswered })
      .from(cases)
      .where(sql`${cases.summary} like 'Mixed %'`);
    expect(combinations.length).toBe(caseStatuses.length * 2);
    // A bulk change of statuses and answers in one statement.
    await t.deps.db.execute(sql`update cases set status = case when id % 2 = 0 then 'information' else status end,
        information_answered = not information_answered where summary like 'Mixed %'`);
    await expectKeptAsCounted('a bulk update');
    for (const company of companies) {
      const fresh = await recount();
      expect(await countInboundAwaiting(t.deps.db, company.id), company.name).toEqual({
        total: casePriorities.reduce((sum, priority) => sum + (fresh.get(keyOf(company.id, priority)) ?? 0), 0),
        high: fresh.get(keyOf(company.id, 'high')) ?? 0,
      });
    }
    // What a bulk load that switched the triggers off runs at its end (ADR 18): the same counts, one stripe each.
    const kept = await keptCounts();
    await t.deps.db.execute(sql`select rebuild_case_list_counts()`);
    expect(await keptCounts()).toEqual(kept);
    await t.deps.db.execute(sql`delete from cases where summary like 'Mixed %'`);
    await expectKeptAsCounted('the mixed set deleted');
  });

  it('[ADR 66] a company reads its own counts only: another company’s waiting cases are never in its answer', async () => {
    const lonely = await make.company({ name: 'Lonely' });
    const lonelyUser = await make.user(lonely);
    await make.case(southUser, northDoc, { priority: 'high' });
    expect((await keptCounts()).get(keyOf(north.id, 'high'))).toBeGreaterThan(0);
    expect(await dashboardCount(lonelyUser)).toEqual({ total: 0, high: 0 });
    const northKept = await keptCounts();
    expect(await dashboardCount(northUser)).toEqual({
      total: casePriorities.reduce((sum, priority) => sum + (northKept.get(keyOf(north.id, priority)) ?? 0), 0),
      high: northKept.get(keyOf(north.id, 'high')) ?? 0,
    });
    await make.case(northUser, await make.document(lonely), { priority: 'high' });
    expect(await dashboardCount(lonelyUser)).toEqual({ total: 1, high: 1 });
    expect(await dashboardCount(northUser)).toEqual({
      total: casePriorities.reduce((sum, priority) => sum + (northKept.get(keyOf(north.id, priority)) ?? 0), 0),
      high: northKept.get(keyOf(north.id, 'high')) ?? 0,
    });
  });
});
