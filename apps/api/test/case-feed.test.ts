import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NOTE_EMPTY_MESSAGE } from '@casebridge/contract/cases';
import { caseCustomerData, caseEvents, caseNotes, cases } from '../src/db/schema/cases.ts';
import { signedDownloadPath } from '../src/lib/signed-download.ts';
import { purgeCaseData } from '../src/modules/cases/purge-case-data.ts';
import { builders, type BuiltCase, type BuiltUser } from './builders.ts';
import { multipart, PDF, PNG } from './multipart-body.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let app: TestApp;
let submitter: BuiltUser;
let receiver: BuiltUser;
let stranger: BuiltUser;
let accepted: BuiltCase;
let open: BuiltCase;
let build: ReturnType<typeof builders>;

beforeAll(async () => {
  app = await createTestApp();
  build = builders(app);
  const acme = await build.company({ name: 'Acme' });
  const globex = await build.company({ name: 'Globex' });
  const initech = await build.company({ name: 'Initech' });
  submitter = await build.user(acme);
  receiver = await build.user(globex);
  stranger = await build.user(initech, { role: 'business_manager' });
  const doc = await build.document(globex);
  accepted = await build.case(submitter, doc, { history: ['accept'], responder: receiver });
  open = await build.case(submitter, doc);
});
afterAll(async () => {
  await app.close();
});

const post = (user: BuiltUser, url: string, payload: unknown) =>
  app.app.inject({ method: 'POST', url, headers: bearer(user.token), payload: payload as object });

describe('Collaboration Feed notes', () => {
  it('[C-056] a party adds a note: the description is sanitised rich text, the summary stays text', async () => {
    const response = await post(receiver, `/api/caller/case/${accepted.token}/note`, {
      summary: '<b>Path policy</b>',
      description: '<p>Use <strong>RR</strong><img src=x onerror="alert(1)"><script>alert(2)</script></p>',
    });
    expect(response.statusCode).toBe(200);
    const { note } = response.json<{ note: { summary: string; description: string; creator_name: string } }>();
    expect(note.summary).toBe('<b>Path policy</b>');
    expect(note.description).toBe('<p>Use <strong>RR</strong></p>');
    expect(note.creator_name).toBe(receiver.name);
    const [stored] = await app.deps.db.select().from(caseNotes).where(eq(caseNotes.caseId, accepted.id));
    expect(stored?.description).toBe('<p>Use <strong>RR</strong></p>');
  });

  it('[C-056] a note with neither summary nor visible description is refused with the spec message', async () => {
    const response = await post(submitter, `/api/caller/case/${accepted.token}/note`, {
      summary: ' ',
      description: '<p><br></p>',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { summary: [NOTE_EMPTY_MESSAGE] } });
  });

  it('[C-056] notes are taken only while the case is accepted or in information (DECISIONS 21)', async () => {
    const response = await post(submitter, `/api/caller/case/${open.token}/note`, { summary: 'Too early' });
    expect(response.statusCode).toBe(409);
    expect(await app.deps.db.select().from(caseNotes).where(eq(caseNotes.caseId, open.id))).toEqual([]);
  });

  it('[C-055] a company without allow_notes cannot write to the feed', async () => {
    const company = await build.company({ allowNotes: false });
    const partner = await build.company();
    const user = await build.user(company);
    const doc = await build.document(partner);
    const made = await build.case(user, doc, { history: ['accept'] });
    const response = await post(user, `/api/caller/case/${made.token}/note`, { summary: 'Hello' });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: string }>().error).toBe('Single Sign-On is required for the Collaboration Feed.');
  });

  it('[X-003] a user of a third company gets 404 and nothing is written', async () => {
    const response = await post(stranger, `/api/caller/case/${accepted.token}/note`, { summary: 'Sneaky' });
    expect(response.statusCode).toBe(404);
    const notes = await app.deps.db.select().from(caseNotes).where(eq(caseNotes.summary, 'Sneaky'));
    expect(notes).toEqual([]);
  });
});

describe('case files', () => {
  const upload = (user: BuiltUser, token: string, body: ReturnType<typeof multipart>) =>
    app.app.inject({
      method: 'POST',
      url: `/api/v1/collaboration-requests/${token}/attachments`,
      headers: { ...bearer(user.token), ...body.headers },
      payload: body.payload,
    });

  it('[C-058] a party uploads files; both parties list and download them as attachments, a third company cannot', async () => {
    const response = await upload(
      submitter,
      accepted.token,
      multipart([
        { name: '../../etc/passwd.png', bytes: PNG, type: 'text/html' },
        { name: 'report.pdf', bytes: PDF },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const { files } = response.json<{ files: { id: number; original_filename: string; content_type: string }[] }>();
    expect(files.map((f) => [f.original_filename, f.content_type])).toEqual([
      ['passwd.png', 'image/png'],
      ['report.pdf', 'application/pdf'],
    ]);

    const listed = await app.app.inject({
      url: `/api/caller/case/${accepted.token}/files`,
      headers: bearer(receiver.token),
    });
    expect(listed.json<{ files: unknown[] }>().files).toHaveLength(2);

    const download = await app.app.inject({
      url: `/api/caller/case/${accepted.token}/files/${String(files[0]?.id)}/download`,
      headers: bearer(receiver.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="passwd.png"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    for (const url of [
      `/api/caller/case/${accepted.token}/files`,
      `/api/caller/case/${accepted.token}/files/${String(files[0]?.id)}/download`,
    ]) {
      const refused = await app.app.inject({ url, headers: bearer(stranger.token) });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('passwd');
    }
  });

  it("[issue 23] a party gets a signed download URL valid for a minute; altered, expired or a third company's, nothing", async () => {
    const uploaded = await upload(submitter, accepted.token, multipart([{ name: 'array-logs.pdf', bytes: PDF }]));
    const file = uploaded
      .json<{ files: { id: number; original_filename: string }[] }>()
      .files.find((stored) => stored.original_filename === 'array-logs.pdf');
    const linkUrl = `/api/caller/case/${accepted.token}/files/${String(file?.id)}/link`;
    const link = await app.app.inject({ url: linkUrl, headers: bearer(receiver.token) });
    expect(link.statusCode).toBe(200);
    const { url, expires_at } = link.json<{ url: string; expires_at: string }>();
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(50_000);
    expect(Date.parse(expires_at) - Date.now()).toBeLessThanOrEqual(60_000);

    // The URL is the access: no token is sent.
    const saved = await app.app.inject({ url });
    expect(saved.statusCode).toBe(200);
    expect(saved.rawPayload.equals(PDF)).toBe(true);
    expect(saved.headers['content-type']).toBe('application/pdf');
    expect(saved.headers['content-disposition']).toMatch(/^attachment; filename="array-logs.pdf"/);
    expect(saved.headers['x-content-type-options']).toBe('nosniff');
    expect(saved.headers['cache-control']).toBe('private, no-store');

    const signed = new URL(url, 'http://x');
    const altered = (name: string, value: string) => {
      const copy = new URL(signed);
      copy.searchParams.set(name, value);
      return `${copy.pathname}${copy.search}`;
    };
    const [, key = ''] = /files\/([a-f0-9]{64})/.exec(signed.pathname) ?? [];
    const expired = signedDownloadPath(
      app.deps.config.secret,
      key,
      { filename: 'array-logs.pdf', contentType: 'application/pdf' },
      Date.now() - 61_000,
    );
    for (const refusedUrl of [
      altered('name', 'other.html'),
      altered('type', 'text/html'),
      altered('expires', String(Math.floor(Date.now() / 1000) + 3600)),
      altered('signature', 'A'.repeat(43)),
      url.replace(key, 'f'.repeat(64)),
      expired,
    ]) {
      const refused = await app.app.inject({ url: refusedUrl });
      expect(refused.statusCode, refusedUrl).toBe(404);
      expect(refused.rawPayload.equals(PDF)).toBe(false);
    }

    const strangerLink = await app.app.inject({ url: linkUrl, headers: bearer(stranger.token) });
    expect(strangerLink.statusCode).toBe(404);
    expect(strangerLink.body).not.toContain('resources/files');
  });

  it('[X-028] only the allowed extensions, and the content must match the extension (an HTML page named .png is refused)', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const file of [
      { name: 'page.html', bytes: html },
      { name: 'image.svg', bytes: Buffer.from('<svg onload="alert(1)"/>') },
      { name: 'fake.png', bytes: html },
      { name: 'fake.pdf', bytes: PNG },
    ]) {
      const response = await upload(submitter, accepted.token, multipart([file]));
      expect(response.statusCode, file.name).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['files']);
    }
  });

  it('[X-029] [X-042] a file over the limit is refused with 413 and the spec message naming the limit', async () => {
    expect(app.deps.config.uploadLimitBytes).toBe(20 * 1024 * 1024);
    const big = Buffer.concat([PNG, Buffer.alloc(app.deps.config.uploadLimitBytes + 1)]);
    const response = await upload(submitter, accepted.token, multipart([{ name: 'big.png', bytes: big }]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Unable to upload your file. That max file size allowed is 20 MB.' });
  });

  it('[C-058] files are taken only while the case is accepted or in information (DECISIONS 21)', async () => {
    const response = await upload(submitter, open.token, multipart([{ name: 'a.png', bytes: PNG }]));
    expect(response.statusCode).toBe(409);
  });

  it("[C-057] the case data answers a party company's domain and never a password", async () => {
    const response = await app.app.inject({
      url: `/api/caller/case/${accepted.token}/data/${String(receiver.companyId)}`,
      headers: bearer(submitter.token),
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<object>())).toEqual(['domain']);
    const foreign = await app.app.inject({
      url: `/api/caller/case/${accepted.token}/data/${String(stranger.companyId)}`,
      headers: bearer(submitter.token),
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('retention', () => {
  it('[X-015] [X-016] customer data goes one month after submission and notes after 30 days; the case and its history stay', async () => {
    const company = await build.company();
    const partner = await build.company();
    const user = await build.user(company);
    const doc = await build.document(partner);
    const made = await build.case(user, doc, { history: ['accept'] });
    // A fixed submission time: one month after it is far from midnight and more than 29 days away (not so from a
    // submission at 23:30 UTC, or in February).
    const submittedAt = new Date('2026-03-10T10:00:00Z');
    await app.deps.db.update(cases).set({ createdAt: submittedAt }).where(eq(cases.id, made.id));
    await app.deps.db.insert(caseCustomerData).values({
      caseId: made.id,
      section: 'common_customer_section',
      field: 'Customer',
      value: 'Northwind',
      type: 'string',
      purgeAfter: new Date(
        Date.UTC(submittedAt.getUTCFullYear(), submittedAt.getUTCMonth() + 1, submittedAt.getUTCDate()),
      ),
    });
    const noteWritten = new Date(submittedAt.getTime() + 3600_000);
    await app.deps.db.insert(caseNotes).values({
      caseId: made.id,
      companyId: company.id,
      creatorName: user.name,
      summary: 'Old note',
      createdAt: noteWritten,
    });
    const day = 24 * 3600_000;
    const dataOf = () => app.deps.db.select().from(caseCustomerData).where(eq(caseCustomerData.caseId, made.id));
    const notesOf = () => app.deps.db.select().from(caseNotes).where(eq(caseNotes.caseId, made.id));

    await purgeCaseData(app.deps.db, new Date(noteWritten.getTime() + 29 * day));
    expect(await dataOf()).toHaveLength(1);
    expect(await notesOf()).toHaveLength(1);

    await purgeCaseData(app.deps.db, new Date(noteWritten.getTime() + 30 * day + 1000));
    expect(await notesOf()).toHaveLength(0);

    await purgeCaseData(app.deps.db, new Date(submittedAt.getTime() + 32 * day));
    expect(await dataOf()).toHaveLength(0);
    const [kept] = await app.deps.db.select({ status: cases.status }).from(cases).where(eq(cases.id, made.id));
    expect(kept?.status).toBe('accepted');
    expect(await app.deps.db.select().from(caseEvents).where(eq(caseEvents.caseId, made.id))).toHaveLength(2);
  });
});
