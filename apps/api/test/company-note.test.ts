import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companyNoteLocation } from '@casebridge/contract/case-submission';
import type { MeAnswer } from '@casebridge/contract/auth';
import { companies } from '../src/db/schema/companies.ts';
import { users } from '../src/db/schema/users.ts';
import { builders, type BuiltCompany, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// D-012, D-013, DECISIONS 13: the dashboard's company note.

let t: TestApp;
let make: ReturnType<typeof builders>;
let acme: BuiltCompany;
let manager: BuiltUser;
let caller: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  acme = await make.company({ name: 'Acme' });
  manager = await make.user(acme, { role: 'program_manager' });
  caller = await make.user(acme);
});
afterAll(async () => {
  await t.close();
});

const store = (user: BuiltUser, companyId: number, note: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/caller/notes/store',
    headers: bearer(user.token),
    payload: { location: companyNoteLocation(companyId), note },
  });
const noteOf = async (companyId: number) =>
  (await t.deps.db.select({ note: companies.note }).from(companies).where(eq(companies.id, companyId)))[0]?.note;
const me = async (user: BuiltUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) })).json<MeAnswer>();

describe('company note', () => {
  it('[D-013] a program manager saves the note, sanitised; every member of the company reads it with the session', async () => {
    const response = await store(manager, acme.id, '<p>Escalate P1s to <b>Dana</b></p><script>alert(1)</script>');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      note: '<p>Escalate P1s to <b>Dana</b></p>',
      location: `company:${String(acme.id)}`,
      document_id: null,
      company_id: acme.id,
    });
    expect(await noteOf(acme.id)).toBe('<p>Escalate P1s to <b>Dana</b></p>');
    expect((await me(caller)).company_note).toBe('<p>Escalate P1s to <b>Dana</b></p>');
    // An empty editor removes it.
    expect((await store(manager, acme.id, '<p></p>')).json()).toMatchObject({ note: '' });
    expect(await noteOf(acme.id)).toBeNull();
  });

  it('[D-012] [X-009] a caller may not write it (403), an admin of another company finds no such company (404); a user of type admin may; the session says who may', async () => {
    await store(manager, acme.id, '<p>Kept</p>');
    expect((await me(manager)).can_edit_company_note).toBe(true);
    expect((await me(caller)).can_edit_company_note).toBe(false);
    expect((await store(caller, acme.id, '<p>Mine now</p>')).statusCode).toBe(403);
    const globex = await make.company({ name: 'Globex' });
    const globexManager = await make.user(globex, { role: 'business_manager' });
    expect((await store(globexManager, acme.id, '<p>Hijack</p>')).statusCode).toBe(404);
    expect(await noteOf(acme.id)).toBe('<p>Kept</p>');
    expect((await me(globexManager)).company_note).toBeNull();

    await t.deps.db.update(users).set({ type: 'admin' }).where(eq(users.id, caller.id));
    expect((await me(caller)).can_edit_company_note).toBe(true);
    expect((await store(caller, acme.id, '<p>By a user admin</p>')).statusCode).toBe(200);
  });

  it('[D-002] a limited member neither reads nor writes the company note', async () => {
    const limited = await make.company({ membershipType: 'limited' });
    const limitedManager = await make.user(limited, { role: 'business_manager' });
    await t.deps.db.update(companies).set({ note: '<p>Old note</p>' }).where(eq(companies.id, limited.id));
    expect((await me(limitedManager)).company_note).toBeNull();
    expect((await me(limitedManager)).can_edit_company_note).toBe(false);
    expect((await store(limitedManager, limited.id, '<p>New</p>')).statusCode).toBe(403);
    expect(await noteOf(limited.id)).toBe('<p>Old note</p>');
  });
});
