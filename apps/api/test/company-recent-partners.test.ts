import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PartnerSearchAnswer } from '@casebridge/contract/directory';
import { cases } from '../src/db/schema/cases.ts';
import { companies } from '../src/db/schema/companies.ts';
import { companyRecentPartners } from '../src/db/schema/directory.ts';
import { deleteCompany } from '../src/modules/companies/company-writer.ts';
import { RECENT_PARTNERS_READ } from '../src/modules/directory/search-partners.ts';
import { builders, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// Issue 26, ADR 67: the partners each company sent cases to are kept by triggers on cases (migration 0041), and the
// dashboard's recently used partners are read from them.

let t: TestApp;
let make: ReturnType<typeof builders>;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
});
afterAll(async () => {
  await t.close();
});

/** The kept rows of a company, most recently used first. */
const kept = (companyId: number) =>
  t.deps.db
    .select({
      partner: companyRecentPartners.partnerCompanyId,
      department: companyRecentPartners.partnerDepartmentId,
      lastUsed: companyRecentPartners.lastUsed,
    })
    .from(companyRecentPartners)
    .where(eq(companyRecentPartners.companyId, companyId))
    .orderBy(sql`${companyRecentPartners.lastUsed} desc`, companyRecentPartners.partnerCompanyId);

/** The same worked out afresh from the company's cases (rebuild_company_recent_partners' rule). */
const recounted = (companyId: number) =>
  t.deps.db
    .select({
      partner: cases.receiverCompanyId,
      department: cases.receiverDepartmentId,
      lastUsed: sql<Date>`max(${cases.createdAt})`.mapWith(cases.createdAt),
    })
    .from(cases)
    .where(sql`${cases.submitCompanyId} = ${companyId} and not ${cases.isSample}`)
    .groupBy(cases.receiverCompanyId, cases.receiverDepartmentId)
    .orderBy(sql`max(${cases.createdAt}) desc`, cases.receiverCompanyId);

/** A copy of `caseId` sent to `receiverId`, inserted as the cases writer inserts a case (a sample: `sample`). */
const copyCase = (caseId: number, receiverId: number, sample: boolean) =>
  sql`insert into cases (token, respond_token_hash, information_token_hash, status,
      network_case_number, case_type, summary, submit_company_id, submit_user_id, receiver_company_id,
      contact_document_id, document_version_id, is_sample)
    select t, md5(t), md5(t || 'i'), 'open', 'pending:' || t, case_type, summary, submit_company_id, submit_user_id,
      ${receiverId}, contact_document_id, document_version_id, ${sample}
    from cases, (select md5(random()::text) as t) token where id = ${caseId}`;

async function recentlyUsed(user: BuiltUser) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/caller/partner_search',
    headers: bearer(user.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<PartnerSearchAnswer>();
}

describe('company recently used partners (issue 26, ADR 67)', () => {
  it('[issue 26] every case sent notes its partner: a department or the company, the latest use first, samples left out', async () => {
    const home = await make.company({ name: 'Kept Home' });
    const caller = await make.user(home);
    const alpha = await make.company({ name: 'Kept Alpha' });
    const alphaDoc = await make.document(alpha);
    const beta = await make.company({ name: 'Kept Beta' });
    const betaDoc = await make.document(beta);
    const betaDesk = await make.department(beta, 'Kept Beta Desk', betaDoc);
    const gamma = await make.company({ name: 'Kept Gamma' });
    await make.group([{ company: home }, { company: alpha }, { company: beta }, { company: gamma }]);

    const first = await make.case(caller, alphaDoc);
    await make.case(caller, betaDoc, { departmentId: betaDesk.id });
    expect((await kept(home.id)).map((row) => [row.partner, row.department])).toEqual([
      [beta.id, betaDesk.id],
      [alpha.id, null],
    ]);
    expect(await kept(home.id)).toEqual(await recounted(home.id));

    // Alpha again: it is the latest used, its one row moved forward.
    await make.case(caller, alphaDoc);
    expect((await kept(home.id)).map((row) => [row.partner, row.department])).toEqual([
      [alpha.id, null],
      [beta.id, betaDesk.id],
    ]);
    expect(await kept(home.id)).toEqual(await recounted(home.id));

    // A sample case to Gamma notes nothing; a case sent on to Gamma does.
    await t.deps.db.execute(copyCase(first.id, gamma.id, true));
    expect((await kept(home.id)).map((row) => row.partner)).not.toContain(gamma.id);
    await t.deps.db.update(cases).set({ receiverCompanyId: gamma.id }).where(eq(cases.id, first.id));
    expect((await kept(home.id)).map((row) => row.partner)).toContain(gamma.id);
    expect((await recentlyUsed(caller)).entries.map((entry) => entry.department_id ?? entry.company_id)).toEqual([
      alpha.id,
      betaDesk.id,
      gamma.id,
    ]);

    // A partner removed from the network takes its rows with it.
    await deleteCompany(t.deps.db, beta.id);
    expect((await kept(home.id)).map((row) => row.partner)).toEqual([alpha.id, gamma.id]);
  });

  it('[issue 26] when the partners read first are no longer active, the list reads on and still offers the active ones', async () => {
    const home = await make.company({ name: 'Kept Busy Home' });
    const caller = await make.user(home);
    const active = await make.company({ name: 'Kept Still Active' });
    const activeDoc = await make.document(active);
    await make.group([{ company: home }, { company: active }]);
    await make.case(caller, activeDoc);
    // More partners used since than the first read holds, none of them active now.
    const gone = await t.deps.db
      .insert(companies)
      .values(
        Array.from({ length: RECENT_PARTNERS_READ }, (_, at) => ({
          name: `Kept Gone ${String(at)}`,
          slug: `kept-gone-${String(at)}`,
          status: 'inactive' as const,
        })),
      )
      .returning({ id: companies.id });
    await t.deps.db.insert(companyRecentPartners).values(
      gone.map(({ id }, at) => ({
        companyId: home.id,
        partnerCompanyId: id,
        lastUsed: new Date(Date.now() + 60_000 + at * 1000),
      })),
    );

    const answer = await recentlyUsed(caller);
    expect(answer.entries.map((entry) => entry.company_id)).toEqual([active.id]);
    expect(answer.total).toBe(1);
  });

  // Only PostgreSQL has concurrent transactions; PGlite runs one connection.
  it.skipIf(!process.env.DATABASE_URL)(
    '[issue 26] two cases sent at once to the same partner do not wait for each other (migration 0041)',
    async () => {
      const home = await make.company({ name: 'Kept Rush Home' });
      const caller = await make.user(home);
      const partner = await make.company({ name: 'Kept Rush Partner' });
      const made = await make.case(caller, await make.document(partner));
      const { rows } = (await t.deps.db.execute(sql`select current_database() as name`)) as {
        rows: { name: string }[];
      };
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${rows[0]?.name ?? ''}`;
      const [a, b] = [new pg.Client(url.toString()), new pg.Client(url.toString())];
      await Promise.all([a.connect(), b.connect()]);
      try {
        await a.query('begin');
        const copy = new PgDialect().sqlToQuery(copyCase(made.id, partner.id, false));
        await a.query(copy.sql, copy.params);
        await b.query('begin');
        await b.query(`set local lock_timeout = '3s'`);
        // The partner's row is being noted by the first transaction: the second leaves it to it instead of waiting.
        await expect(b.query(copy.sql, copy.params)).resolves.toMatchObject({ rowCount: 1 });
        await b.query('commit');
        await a.query('commit');
      } finally {
        await Promise.all([a.end(), b.end()]);
      }
      expect((await kept(home.id)).map((row) => row.partner)).toEqual([partner.id]);
    },
  );
});
