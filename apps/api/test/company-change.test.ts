import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { CHANGE_REQUEST_SENT_MESSAGE, CHANGES_REQUIRED_MESSAGE } from '@casebridge/contract/companies';
import { auditLog } from '../src/db/schema/audit.ts';
import { outboundEmails } from '../src/db/schema/email.ts';
import { builders, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// C-055, M-006, M-007, X-008, X-027: a company admin's change request to the membership team.

let t: TestApp;
let make: ReturnType<typeof builders>;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
});
afterAll(async () => {
  await t.close();
});

const send = (user: BuiltUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/company/change', headers: bearer(user.token), payload });

const changeEmails = () =>
  t.deps.db
    .select()
    .from(outboundEmails)
    .where(eq(outboundEmails.template, 'company_change_request'))
    .orderBy(desc(outboundEmails.id));

describe('company change requests', () => {
  it('[C-055] [M-006] [X-027] a business manager asks for single sign-on: the membership team is emailed about their company', async () => {
    const acme = await make.company({ name: 'Acme Notes-less', allowNotes: false });
    const manager = await make.user(acme, { role: 'business_manager', first: 'Bea' });
    const response = await send(manager, {
      change_type: 'single_sign_on',
      changes: 'Please enable <b>single sign-on</b> so that we can use the Collaboration Feed.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CHANGE_REQUEST_SENT_MESSAGE });
    const [email] = await changeEmails();
    expect(email?.toAddresses).toEqual([t.deps.config.membershipEmail]);
    expect(email?.subject).toBe('Change request (Single sign-on) from Acme Notes-less');
    expect(email?.text).toContain(`Bea ${manager.name.split(' ')[1] ?? ''} (${manager.email}) of Acme Notes-less`);
    expect(email?.text).toContain(`/super_admin/companies/${String(acme.id)}`);
    // What the admin typed reaches the HTML as text.
    expect(email?.html).toContain('&lt;b&gt;single sign-on&lt;/b&gt;');
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'company.change_request'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ actorUserId: manager.id, companyId: acme.id });
  });

  it('[M-007] a program manager of a limited company may ask too', async () => {
    const limited = await make.company({ membershipType: 'limited' });
    const manager = await make.user(limited, { role: 'program_manager' });
    expect((await send(manager, { change_type: 'users', changes: 'Add Ann to our users.' })).statusCode).toBe(200);
  });

  it('[X-008] a caller is refused, the changes text is required, an unknown change type is a field error; nothing is sent', async () => {
    const company = await make.company();
    const caller = await make.user(company);
    const manager = await make.user(company, { role: 'business_manager' });
    const before = (await changeEmails()).length;
    expect((await send(caller, { change_type: 'users', changes: 'Make me an admin.' })).statusCode).toBe(403);
    const empty = await send(manager, { change_type: 'users', changes: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ errors: { changes: [CHANGES_REQUIRED_MESSAGE] } });
    const unknown = await send(manager, { change_type: 'billing', changes: 'Free please.' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['change_type']);
    expect((await changeEmails()).length).toBe(before);
  });

  it('[X-008] an admin sending request after request is stopped with 429 after ten in an hour', async () => {
    const manager = await make.user(await make.company(), { role: 'business_manager' });
    for (let i = 0; i < 10; i += 1)
      expect((await send(manager, { change_type: 'other', changes: `Request ${String(i)}` })).statusCode).toBe(200);
    expect((await send(manager, { change_type: 'other', changes: 'One more' })).statusCode).toBe(429);
  });
});
