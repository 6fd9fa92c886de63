import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/app-paths.ts';
import { createPglite } from '../src/db/client.ts';
import type { CollaborateAnswer } from '@casebridge/contract/case-submission';
import type { CaseListAnswer, MyCasesAnswer } from '@casebridge/contract/cases';
import type { EscalationQueueAnswer } from '@casebridge/contract/escalation';
import { caseListCounts, cases } from '../src/db/schema/cases.ts';
import { outboundEmails } from '../src/db/schema/email.ts';
import { applyCaseTransition, createCase } from '../src/modules/cases/case-status-writer.ts';
import { builders, type BuiltCase, type BuiltCompany, type BuiltDocument, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let make: ReturnType<typeof builders>;
let acme: BuiltCompany;
let globex: BuiltCompany;
let caller: BuiltUser;
let globexUser: BuiltUser;
let doc: BuiltDocument;
const year = new Date().getUTCFullYear();
const NUMBER = /^CB-\d{4}-\d{6}$/;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  acme = await make.company({ name: 'Acme' });
  globex = await make.company({ name: 'Globex' });
  caller = await make.user(acme);
  globexUser = await make.user(globex);
  doc = await make.document(globex, { collaborateEmail: 'support@globex.test' });
  await make.group([{ company: acme }, { company: globex }]);
});
afterAll(async () => {
  await t.close();
});

const submit = (summary: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/caller/collaborate/${String(doc.id)}`,
    headers: bearer(caller.token),
    payload: {
      first_name: 'Dana',
      last_name: 'Whitfield',
      email: 'dana@acme.example',
      internal_case_number: 'ACME-4411',
      problem_summary: summary,
      problem_description: 'Since the upgrade the hosts lose paths every few minutes.',
      case_priority: 'high',
      update_profile: false,
      collaborate_type: 'company',
      collaborate_entity: globex.id,
      sample_submission: false,
      force_required_fields: true,
    },
  });
const numberOf = async (c: { id: number }) =>
  (await t.deps.db.select({ n: cases.networkCaseNumber }).from(cases).where(eq(cases.id, c.id)))[0]?.n;
const emailsAbout = async (networkCaseNumber: string) =>
  (await t.deps.db.select().from(outboundEmails)).filter((e) => e.subject.includes(networkCaseNumber));
const counterOf = (n: string) => Number(n.split('-')[2]);
/** The last number given in a year (ADR 68: the year's sequence), 0 before its first. */
const lastNumberOf = async (numberYear: number) => {
  const { rows } = (await t.deps.db.execute(
    sql`select max(split_part(network_case_number, '-', 3)::int) as n from cases
      where network_case_number like ${`CB-${String(numberYear)}-%`}`,
  )) as { rows: { n: number | null }[] };
  return rows[0]?.n ?? 0;
};
/** A case of Acme's caller to Globex as the cases writer takes it, without the submission route. */
const directCase = (summary: string) => ({
  fields: {
    caseType: 'other' as const,
    summary,
    submitCompanyId: acme.id,
    submitUserId: caller.id,
    receiverCompanyId: globex.id,
    contactDocumentId: doc.id,
    documentVersionId: doc.versionId,
  },
  customerData: [],
  actor: { userId: caller.id, companyId: acme.id },
});

describe('[issue 24] the network case number', () => {
  it('[issue 24] a submission is given CB-{year}-{six digits}, answered on the confirmation and kept on the case', async () => {
    const response = await submit('Array firmware 9.2 drops iSCSI sessions under load');
    expect(response.statusCode).toBe(200);
    const answer = response.json<CollaborateAnswer>();
    expect(answer.case.network_case_number).toMatch(NUMBER);
    expect(answer.case.network_case_number.startsWith(`CB-${String(year)}-`)).toBe(true);
    const [row] = await t.deps.db.select().from(cases).where(eq(cases.token, answer.case.token));
    expect(row?.networkCaseNumber).toBe(answer.case.network_case_number);
  });

  it('[issue 24] 20 concurrent submissions get 20 different numbers, one after the other in the year', async () => {
    const before = await lastNumberOf(year);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => submit(`Concurrent ${String(i)}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const numbers = answers.map((a) => a.json<CollaborateAnswer>().case.network_case_number);
    expect(new Set(numbers).size).toBe(20);
    const counters = numbers.map(counterOf).sort((a, b) => a - b);
    expect(counters).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
  });

  it('[issue 24] the year is the case’s creation year, each year counting from 1; the unique index refuses a copy', async () => {
    const inYear = (at: string) =>
      createCase(t.deps.db, t.deps.config, {
        ...directCase(`Dated ${at}`),
        at: new Date(at),
        notify: false,
      });
    expect((await inYear('2019-03-01T00:00:00Z')).networkCaseNumber).toBe('CB-2019-000001');
    expect((await inYear('2019-12-31T23:59:59Z')).networkCaseNumber).toBe('CB-2019-000002');
    expect((await inYear('2020-01-01T00:00:00Z')).networkCaseNumber).toBe('CB-2020-000001');

    const copy = make.case(caller, doc);
    const made = await copy;
    await expect(
      t.deps.db.execute(sql`insert into cases (token, respond_token_hash, information_token_hash, summary,
        submit_company_id, receiver_company_id, network_case_number)
        values ('copy-token', 'copy-r', 'copy-i', 'Copy', ${acme.id}, ${globex.id}, ${await numberOf(made)})`),
    ).rejects.toMatchObject({ cause: { code: '23505', constraint: 'cases_network_case_number_unique' } });
  });

  it('[issue 24] the number never changes: not by a transition, not by an update of the submission, not by SQL', async () => {
    const made = await make.case(caller, doc, { history: ['request_information', 'reply_information', 'accept'] });
    const given = await numberOf(made);
    expect(given).toMatch(NUMBER);
    const updated = await t.app.inject({
      method: 'POST',
      url: `/api/caller/case/${made.token}/update-submission`,
      headers: bearer(caller.token),
      payload: { case_number: 'ACME-9', engineer_name: 'Dana Whitfield', engineer_email: 'dana@acme.example' },
    });
    expect(updated.statusCode).toBe(200);
    expect(await numberOf(made)).toBe(given);
    await expect(
      t.deps.db.update(cases).set({ networkCaseNumber: 'CB-2026-999999' }).where(eq(cases.id, made.id)),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining('cannot change') as unknown } });
    expect(await numberOf(made)).toBe(given);
  });
});

describe('[issue 26] the number taken in the case’s insert from the year’s sequence (ADR 68)', () => {
  const countsOf = async () =>
    (
      await t.deps.db
        .select()
        .from(caseListCounts)
        .where(inArray(caseListCounts.companyId, [acme.id, globex.id]))
    ).reduce<Record<string, number>>((sums, row) => {
      // A count is the sum of its stripes (ADR 18).
      const key = `${String(row.companyId)}:${String(row.outbound)}:${String(row.userId)}:${row.status}`;
      return { ...sums, [key]: (sums[key] ?? 0) + row.cases };
    }, {});
  const open = (counts: Record<string, number>) => ({
    acme: counts[`${String(acme.id)}:true:0:open`] ?? 0,
    caller: counts[`${String(acme.id)}:true:${String(caller.id)}:open`] ?? 0,
    globex: counts[`${String(globex.id)}:false:0:open`] ?? 0,
  });

  it('[issue 26] 40 concurrent submissions: 40 numbers without a gap, none provisional, and the kept counts moved by 40', async () => {
    const before = await lastNumberOf(year);
    const countsBefore = open(await countsOf());
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => submit(`Concurrent last ${String(i)}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 40 }, () => 200));
    const numbers = answers.map((a) => a.json<CollaborateAnswer>().case.network_case_number);
    expect(numbers.map(counterOf).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => before + 1 + i));
    const stored = await t.deps.db
      .select({ token: cases.token, number: cases.networkCaseNumber })
      .from(cases)
      .where(
        inArray(
          cases.token,
          answers.map((a) => a.json<CollaborateAnswer>().case.token),
        ),
      );
    expect(new Map(stored.map((row) => [row.token, row.number]))).toEqual(
      new Map(
        answers.map((a) => [
          a.json<CollaborateAnswer>().case.token,
          a.json<CollaborateAnswer>().case.network_case_number,
        ]),
      ),
    );
    expect(
      await t.deps.db
        .select()
        .from(cases)
        .where(sql`${cases.networkCaseNumber} like 'pending:%'`),
    ).toEqual([]);
    // Each of those 40 emails carries its own number in the subject.
    for (const number of numbers) expect((await emailsAbout(number)).length).toBe(2);
    const countsAfter = open(await countsOf());
    expect(countsAfter).toEqual({
      acme: countsBefore.acme + 40,
      caller: countsBefore.caller + 40,
      globex: countsBefore.globex + 40,
    });
  });

  // Only PostgreSQL has concurrent transactions; PGlite runs one connection.
  it.skipIf(!process.env.DATABASE_URL)(
    '[issue 26] two cases of one company inserted at once by connections of the same stripe do not wait for each other (migration 0034)',
    async () => {
      const made = await make.case(caller, doc);
      const { rows } = (await t.deps.db.execute(sql`select current_database() as name`)) as {
        rows: { name: string }[];
      };
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${rows[0]?.name ?? ''}`;
      // Nine connections: two of them have the same stripe (pg_backend_pid() % 8), which alone chose it before.
      const clients = await Promise.all(
        Array.from({ length: 9 }, async () => {
          const client = new pg.Client({ connectionString: url.toString() });
          await client.connect();
          const { pid } = (await client.query('select pg_backend_pid() as pid')).rows[0] as { pid: number };
          return { client, slot: pid % 8 };
        }),
      );
      try {
        // The first client whose stripe another shares, and that other (the clients may hold several such pairs).
        const a = clients.find(({ slot }) => clients.filter((other) => other.slot === slot).length > 1);
        const b = clients.find((other) => other !== a && other.slot === a?.slot);
        expect(a?.slot).toBe(b?.slot);
        // The case's insert as the cases writer sends it first: a provisional number, the kept counts by trigger.
        const insertCase = `insert into cases (token, respond_token_hash, information_token_hash, status,
            network_case_number, case_type, summary, submit_company_id, submit_user_id, receiver_company_id,
            contact_document_id, document_version_id)
          select t, md5(t), md5(t || 'i'), 'open', 'pending:' || t, case_type, summary, submit_company_id,
            submit_user_id, receiver_company_id, contact_document_id, document_version_id
          from cases, (select md5(random()::text) as t) token where id = $1`;
        await a?.client.query('begin');
        await a?.client.query(insertCase, [made.id]);
        await b?.client.query('begin');
        await b?.client.query(`set local lock_timeout = '3s'`);
        // Before, the second insert waited for the first transaction's end (here: the lock timeout).
        await expect(b?.client.query(insertCase, [made.id])).resolves.toMatchObject({ rowCount: 1 });
        await b?.client.query('rollback');
        await a?.client.query('rollback');
      } finally {
        await Promise.all(clients.map(({ client }) => client.end()));
      }
    },
  );

  it('[issue 26] a submission rolled back after its number was taken leaves a gap, never a second case with that number', async () => {
    const before = await lastNumberOf(year);
    const countsBefore = await countsOf();
    const failed = new Error('the caller’s transaction fails after the case was written');
    await expect(
      t.deps.db.transaction(async (tx) => {
        const made = await createCase(tx, t.deps.config, directCase('Rolled back'));
        expect(made.networkCaseNumber).toMatch(NUMBER);
        throw failed;
      }),
    ).rejects.toBe(failed);
    expect(await countsOf()).toEqual(countsBefore);
    expect(await lastNumberOf(year)).toBe(before);
    const next = (await submit('After the rolled back one')).json<CollaborateAnswer>();
    expect(counterOf(next.case.network_case_number)).toBe(before + 2);
  });

  // Only PostgreSQL has concurrent transactions; PGlite runs one connection.
  it.skipIf(!process.env.DATABASE_URL)(
    '[issue 26] two submissions opening a year at once: one creates its sequence, the other waits for it and takes the next number',
    async () => {
      const { rows } = (await t.deps.db.execute(sql`select current_database() as name`)) as {
        rows: { name: string }[];
      };
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${rows[0]?.name ?? ''}`;
      const [a, b] = await Promise.all(
        [0, 1].map(async () => {
          const client = new pg.Client({ connectionString: url.toString() });
          await client.connect();
          return client;
        }),
      );
      if (!a || !b) throw new Error('no clients');
      const take = async (client: pg.Client, at: string) =>
        ((await client.query(`select next_network_case_number($1) as n`, [at])).rows[0] as { n: string }).n;
      // The first opens the year and ends as told while the second waits; answers the second's number.
      const openTogether = async (numberYear: number, firstEnds: 'rollback' | 'commit') => {
        await a.query('begin');
        expect(await take(a, `${String(numberYear)}-01-01T00:00:00Z`)).toBe(`CB-${String(numberYear)}-000001`);
        await b.query('begin');
        const waiting = take(b, `${String(numberYear)}-01-01T00:00:01Z`);
        await a.query(firstEnds);
        const second = await waiting;
        await b.query('commit');
        return second;
      };
      try {
        // Rolled back: the year's sequence goes with it and the waiting one creates it again.
        expect(await openTogether(2031, 'rollback')).toBe('CB-2031-000001');
        // Committed: the waiting one continues the sequence the first created.
        expect(await openTogether(2032, 'commit')).toBe('CB-2032-000002');
      } finally {
        await Promise.all([a.end(), b.end()]);
      }
    },
  );

  it('[issue 26] only a provisional number may be replaced, and only by a number: a given one never goes back', async () => {
    const made = await make.case(caller, doc);
    const given = await numberOf(made);
    await expect(
      t.deps.db.update(cases).set({ networkCaseNumber: 'pending:again' }).where(eq(cases.id, made.id)),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining('cannot change') as unknown } });
    expect(await numberOf(made)).toBe(given);
  });
});

describe('[issue 24] searching by the network case number', () => {
  let target: BuiltCase;
  let other: BuiltCase;
  let number: string;
  beforeAll(async () => {
    target = await make.case(caller, doc, { summary: 'Searched by its number' });
    other = await make.case(caller, doc, { summary: 'Another case' });
    number = (await numberOf(target)) ?? '';
  });
  const terms = () => [number, number.toLowerCase(), number.slice('CB-'.length), number.replace(/-/g, '')];

  it('[issue 24] the dashboard lists, My Cases and the escalation table find it exactly, with or without CB-, in any case', async () => {
    for (const q of terms()) {
      for (const [user, path] of [
        [caller, 'company'],
        [caller, 'mine'],
        [globexUser, 'company'],
      ] as const) {
        const list = await t.app.inject({
          method: 'GET',
          url: `/api/caller/get-cases/${path}?q=${encodeURIComponent(q)}`,
          headers: bearer(user.token),
        });
        const rows = list.json<CaseListAnswer>().data;
        expect(
          rows.map((r) => r.token),
          `${path} ${q}`,
        ).toEqual([target.token]);
        expect(rows[0]?.network_case_number).toBe(number);
      }
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/caller/my-cases?q=${encodeURIComponent(q)}`,
        headers: bearer(caller.token),
      });
      expect(mine.json<MyCasesAnswer>().my_cases.map((r) => [r.token, r.network_case_number])).toEqual([
        [target.token, number],
      ]);
      const admin = await make.superAdmin();
      const queue = await t.app.inject({
        method: 'GET',
        url: `/api/super_admin/escalation/queue/open?q=${encodeURIComponent(q)}`,
        headers: bearer(admin.token),
      });
      expect(queue.json<EscalationQueueAnswer>().data.map((r) => [r.token, r.network_case_number])).toEqual([
        [target.token, number],
      ]);
    }
    expect(other.token).not.toBe(target.token);
  });

  it('[issue 24] another company finds nobody else’s case by its number', async () => {
    const stranger = await make.user(await make.company({ name: 'Stranger' }));
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/caller/get-cases/company?q=${number}`,
      headers: bearer(stranger.token),
    });
    expect(list.json<CaseListAnswer>().data).toEqual([]);
  });

  it('[issue 24] the case page carries the number', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/caller/case-details/${target.token}`,
      headers: bearer(caller.token),
    });
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json())).toContain(`"network_case_number":"${number}"`);
  });
});

describe('[issue 24] case emails: the number in every subject, and only what the case can take next', () => {
  it('[issue 24] the new case email offers accept or more information, never reject; the submitter gets a confirmation', async () => {
    const answer = (await submit('Controller reboots during rebuild')).json<CollaborateAnswer>();
    const number = answer.case.network_case_number;
    const sent = await emailsAbout(number);
    const byTemplate = new Map(sent.map((e) => [e.template, e]));
    expect([...byTemplate.keys()].sort()).toEqual(['case_submitted', 'new_receiving_member']);

    const receiverMail = byTemplate.get('new_receiving_member');
    expect(receiverMail?.subject).toBe(
      `[${number}] New collaboration request from Acme: Controller reboots during rebuild`,
    );
    expect(receiverMail?.text).toContain('From the link below you can accept it or ask for more information.');
    expect(receiverMail?.text.toLowerCase()).not.toContain('reject');

    const confirmation = byTemplate.get('case_submitted');
    expect(confirmation?.toAddresses).toEqual([caller.email]);
    expect(confirmation?.subject).toBe(`[${number}] Your case was sent to Globex: Controller reboots during rebuild`);
    expect(confirmation?.text).toContain(`Its network case number is ${number}`);
    expect(confirmation?.text).toContain(`${t.deps.config.publicUrl}/my-cases/${answer.case.token}`);
    expect(confirmation?.text).toContain('You will get an email when Globex answers.');
  });

  it('[issue 24] information requested, given, accepted and rejected: each subject has the number, each offer follows the status rule', async () => {
    const step = async (
      c: BuiltCase,
      action: 'request_information' | 'reply_information' | 'accept' | 'reject',
      response: object,
    ) =>
      applyCaseTransition(t.deps.db, t.deps.config, {
        caseId: c.id,
        action,
        party: action === 'reply_information' ? 'submitter' : 'receiver',
        actor:
          action === 'reply_information'
            ? { userId: caller.id, companyId: acme.id }
            : { userId: globexUser.id, companyId: globex.id },
        response,
      });
    const lastOf = async (c: BuiltCase, template: string) =>
      (await emailsAbout((await numberOf(c)) ?? 'none')).filter((e) => e.template === template).at(-1);

    const accepted = await make.case(caller, doc, { summary: 'Accepted path', contactEmail: 'oncall@acme.example' });
    const number = (await numberOf(accepted)) ?? '';
    await step(accepted, 'request_information', { note: 'Send the support bundle' });
    const asked = await lastOf(accepted, 'case_information_requested');
    expect(asked?.subject).toBe(`[${number}] Globex needs more information: Accepted path`);
    expect(asked?.text).toContain('From the link below you can provide the information asked for.');

    await step(accepted, 'reply_information', { additionalInformation: 'Uploaded' });
    const replied = await lastOf(accepted, 'case_information_reply');
    expect(replied?.subject).toBe(`[${number}] Acme sent the information you asked for: Accepted path`);
    // In information with the answer in, the receiver decides: accept or reject (not ask again).
    expect(replied?.text).toContain('From the link below you can accept it or reject it.');

    await step(accepted, 'accept', { nextSteps: 'Our assigned engineer will contact you.' });
    const acceptedMail = await lastOf(accepted, 'case_accepted');
    expect(acceptedMail?.subject).toBe(`[${number}] Globex accepted your case: Accepted path`);
    // Accepted: the emailed link takes nothing (close takes the signed-in submitter), so nothing is offered.
    expect(acceptedMail?.text).not.toContain('From the link below you can');

    const rejected = await make.case(caller, doc, {
      summary: 'Rejected path',
      contactEmail: 'oncall@acme.example',
      history: ['request_information', 'reply_information'],
    });
    await step(rejected, 'reject', { note: 'Not our product.' });
    const rejectedMail = await lastOf(rejected, 'case_rejected');
    expect(rejectedMail?.subject).toBe(
      `[${(await numberOf(rejected)) ?? ''}] Globex rejected your case: Rejected path`,
    );
    expect(rejectedMail?.text).not.toContain('From the link below you can');
  });
});

describe('[issue 24] migration 0024 numbers the cases that exist', () => {
  it('[issue 24] each year’s cases in creation order, and the year’s sequence continues after them (0042)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cb-migrations-'));
    const pglite = await createPglite();
    try {
      // The migrations before this one, then cases made by the release before it, then this one.
      cpSync(migrationsFolder, folder, { recursive: true });
      const journalPath = join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      // Drizzle applies only what is newer than the last migration applied: everything from this one on waits.
      const at = journal.entries.findIndex((e) => e.tag === '0024_network_case_number');
      const before = { ...journal, entries: journal.entries.slice(0, at) };
      writeFileSync(journalPath, JSON.stringify(before));
      const db = drizzle(pglite);
      await migrate(db, { migrationsFolder: folder });
      await pglite.exec(`insert into companies (id, name, slug) values (1, 'A', 'a'), (2, 'B', 'b');
        insert into cases (id, token, respond_token_hash, information_token_hash, summary, submit_company_id,
          receiver_company_id, created_at) values
          (1, 't1', 'r1', 'i1', 'Third of 2025', 1, 2, '2025-12-31T23:00:00Z'),
          (2, 't2', 'r2', 'i2', 'First of 2025', 1, 2, '2025-01-02T00:00:00Z'),
          (3, 't3', 'r3', 'i3', 'Only of 2024', 1, 2, '2024-06-01T00:00:00Z'),
          (4, 't4', 'r4', 'i4', 'Second of 2025', 1, 2, '2025-03-01T00:00:00Z');`);
      await migrate(db, { migrationsFolder });
      const numbered = await pglite.query<{ id: number; network_case_number: string }>(
        'select id, network_case_number from cases order by id',
      );
      expect(numbered.rows.map((r) => [r.id, r.network_case_number])).toEqual([
        [1, 'CB-2025-000003'],
        [2, 'CB-2025-000001'],
        [3, 'CB-2024-000001'],
        [4, 'CB-2025-000002'],
      ]);
      const next = await pglite.query<{ n: string }>("select next_network_case_number('2025-07-01T00:00:00Z') as n");
      expect(next.rows[0]?.n).toBe('CB-2025-000004');
      // Migration 0042 (ADR 68): each year's sequence continues from the counter it replaced.
      const in2024 = await pglite.query<{ n: string }>("select next_network_case_number('2024-07-01T00:00:00Z') as n");
      expect(in2024.rows[0]?.n).toBe('CB-2024-000002');
      expect((await pglite.query("select to_regclass('case_number_counters') as t")).rows).toEqual([{ t: null }]);
    } finally {
      await pglite.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
