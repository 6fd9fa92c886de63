import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cases } from '../src/db/schema/cases.ts';
import { companies } from '../src/db/schema/companies.ts';
import { documentNotes } from '../src/db/schema/documents.ts';
import { NO_PARTNER_ACCESS_MESSAGE } from '@casebridge/contract/access';
import { builders, type BuiltCompany, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// X-010, ADR 13: who may open a partner's processes and send it a case, decided by the server from group relations.

let t: TestApp;
let make: ReturnType<typeof builders>;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
});
afterAll(async () => {
  await t.close();
});

/** A company with a caller and a ticket process that takes a case with the standard fields only. */
async function member(name: string) {
  const company = await make.company({ name });
  const caller = await make.user(company);
  const doc = await make.document(company, { name: `${name} support` });
  return { company, caller, doc };
}

const documentsOf = (user: BuiltUser, partner: BuiltCompany) =>
  t.app.inject({
    method: 'GET',
    url: `/api/caller/documents/company/${String(partner.id)}`,
    headers: bearer(user.token),
  });

const sendCase = (user: BuiltUser, partner: { company: BuiltCompany; doc: { id: number } }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/caller/collaborate/${String(partner.doc.id)}`,
    headers: bearer(user.token),
    payload: {
      first_name: 'Dana',
      last_name: 'Whitfield',
      email: 'dana@sender.example',
      internal_case_number: 'X-010',
      problem_summary: 'Partner access check',
      problem_description: 'A case to a partner.',
      case_priority: 'low',
      update_profile: false,
      collaborate_type: 'company',
      collaborate_entity: partner.company.id,
    },
  });

const casesTo = async (company: BuiltCompany) =>
  (await t.deps.db.select({ id: cases.id }).from(cases).where(eq(cases.receiverCompanyId, company.id))).length;

/** Whether `from` may open `to`'s processes: 200, or 404 with the no-access message. */
async function reaches(from: BuiltUser, to: BuiltCompany): Promise<boolean> {
  const response = await documentsOf(from, to);
  if (response.statusCode === 404) {
    expect(response.json()).toEqual({ error: NO_PARTNER_ACCESS_MESSAGE });
    return false;
  }
  expect(response.statusCode).toBe(200);
  return true;
}

describe('partner access (X-010)', () => {
  it('[X-010] with no group in common a partner shows no processes and takes no case; nothing is stored', async () => {
    const acme = await member('Acme');
    const globex = await member('Globex');
    expect(await reaches(acme.caller, globex.company)).toBe(false);
    const refused = await sendCase(acme.caller, globex);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: NO_PARTNER_ACCESS_MESSAGE });
    expect(await casesTo(globex.company)).toBe(0);

    await make.group([{ company: acme.company }, { company: globex.company }]);
    expect(await reaches(acme.caller, globex.company)).toBe(true);
    expect((await sendCase(acme.caller, globex)).statusCode).toBe(200);
    expect(await casesTo(globex.company)).toBe(1);
  });

  it('[X-010] in a partner program one_to_many members reach the sponsor only, and the sponsor reaches each of them', async () => {
    const sponsor = await member('Sponsor');
    const first = await member('First member');
    const second = await member('Second member');
    const both = await member('Many-to-many member');
    await make.group(
      [
        { company: sponsor.company, relationship: 'many_to_many' },
        { company: first.company, relationship: 'one_to_many' },
        { company: second.company, relationship: 'one_to_many' },
        { company: both.company, relationship: 'many_to_many' },
      ],
      { type: 'partner_program', sponsor: sponsor.company },
    );
    expect(await reaches(first.caller, sponsor.company)).toBe(true);
    expect(await reaches(sponsor.caller, first.company)).toBe(true);
    expect(await reaches(first.caller, second.company)).toBe(false);
    expect(await reaches(first.caller, both.company)).toBe(false);
    expect(await reaches(both.caller, first.company)).toBe(false);
    expect(await reaches(both.caller, sponsor.company)).toBe(true);
    const lateJoiner = await member('Late joiner');
    await make.group([{ company: both.company }, { company: lateJoiner.company }]);
    expect(await reaches(both.caller, lateJoiner.company)).toBe(true);
  });

  it('[X-010] an inactive relation, an inactive group or an inactive partner company gives no access', async () => {
    const acme = await member('Acme inactive');
    const paused = await member('Paused relation');
    const closedGroup = await member('Closed group');
    const disabled = await member('Disabled company');
    await make.group([{ company: acme.company }, { company: paused.company, isActive: false }]);
    await make.group([{ company: acme.company }, { company: closedGroup.company }], { status: 'inactive' });
    await make.group([{ company: acme.company }, { company: disabled.company }]);
    expect(await reaches(acme.caller, paused.company)).toBe(false);
    expect(await reaches(paused.caller, acme.company)).toBe(false);
    expect(await reaches(acme.caller, closedGroup.company)).toBe(false);
    expect(await reaches(acme.caller, disabled.company)).toBe(true);

    await t.deps.db.update(companies).set({ status: 'inactive' }).where(eq(companies.id, disabled.company.id));
    expect((await sendCase(acme.caller, disabled)).statusCode).toBe(404);
    expect(await casesTo(disabled.company)).toBe(0);
  });

  it('[X-010] a relation limited to some users gives access to those users only', async () => {
    const acme = await member('Acme limited');
    const chosen = await make.user(acme.company);
    const globex = await member('Globex limited');
    await make.group([{ company: acme.company, users: [chosen] }, { company: globex.company }]);
    expect(await reaches(chosen, globex.company)).toBe(true);
    expect(await reaches(acme.caller, globex.company)).toBe(false);
    expect((await sendCase(acme.caller, globex)).statusCode).toBe(404);
    expect((await sendCase(chosen, globex)).statusCode).toBe(200);
    // The partner's side of the relation is open to all its users.
    expect(await reaches(globex.caller, acme.company)).toBe(true);
  });

  it('[X-010] a manager writes no internal note on the process of a partner its company cannot reach', async () => {
    const acme = await member('Acme notes');
    const manager = await make.user(acme.company, { role: 'business_manager' });
    const stranger = await member('Stranger');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/caller/notes/store',
      headers: bearer(manager.token),
      payload: { location: `document:${String(stranger.doc.id)}`, note: '<p>Call Ann first.</p>' },
    });
    expect(response.statusCode).toBe(404);
    expect(
      await t.deps.db.select().from(documentNotes).where(eq(documentNotes.contactDocumentId, stranger.doc.id)),
    ).toEqual([]);
  });

  it('[X-010] an escalation request to the manager process of a partner without access is refused', async () => {
    const acme = await member('Acme escalation');
    const initech = await member('Initech escalation');
    const duty = await make.user(initech.company, { role: 'business_manager' });
    const process = await make.document(initech.company, { type: 'manager', managers: [duty] });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/manager/request/create',
      headers: bearer(acme.caller.token),
      payload: {
        first_name: 'Dana',
        last_name: 'Whitfield',
        email: 'dana@sender.example',
        internal_reference: 'ESC-1',
        business_impact: 'A test.',
        update_profile: false,
        receive_company_id: initech.company.id,
        contact_document_id: process.id,
      },
    });
    expect(response.statusCode).toBe(404);
    expect(await casesTo(initech.company)).toBe(0);
  });
});
