import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { V1CaseFile } from '@casebridge/contract/case-api-files';
import { CASE_FILES_FIELD, UPLOAD_TYPE_MESSAGE, uploadTooLargeMessage } from '@casebridge/contract/case-feed';
import { caseFiles, caseFileUploadKeys } from '../src/db/schema/cases.ts';
import { UPLOAD_KEY_REUSED_MESSAGE } from '../src/modules/case-feed/upload-case-files.ts';
import { builders, type BuiltCase, type BuiltUser } from './builders.ts';
import { multipart, PDF, PNG } from './multipart-body.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

const MB = 1024 * 1024;

/**
 * Issue 27, ADR 57: a case's files through /api/v1: uploaded through the case page's own upload (its limits, type
 * checks and access check) with an Idempotency-Key, listed and downloaded by both parties, by no one else.
 */
describe('[issue 27] case files in the case API /api/v1', () => {
  let t: TestApp;
  let build: ReturnType<typeof builders>;
  let acmeCaller: BuiltUser;
  let acmeApi: BuiltUser;
  let accepted: BuiltCase;
  let open: BuiltCase;
  const keys = { acme: '', acmeReadOnly: '', acmeRevoked: '', acmeExpired: '', globex: '', stranger: '' };

  beforeAll(async () => {
    t = await createTestApp({ env: { API_KEY_RATE_LIMIT: '1000', UPLOAD_LIMIT_MB: '1' } });
    build = builders(t);
    const acme = await build.company({ name: 'Acme' });
    const globex = await build.company({ name: 'Globex' });
    const stranger = await build.company({ name: 'Stranger' });
    acmeApi = await build.user(acme, { role: 'api', first: 'Tracker' });
    acmeCaller = await build.user(acme);
    const globexApi = await build.user(globex, { role: 'api' });
    keys.acme = (await build.apiKey(acmeApi)).secret;
    keys.acmeReadOnly = (await build.apiKey(acmeApi, { scopes: ['cases:read'] })).secret;
    keys.acmeRevoked = (await build.apiKey(acmeApi, { revoked: true })).secret;
    keys.acmeExpired = (await build.apiKey(acmeApi, { expiresAt: new Date(Date.now() - 1000) })).secret;
    keys.globex = (await build.apiKey(globexApi)).secret;
    keys.stranger = (await build.apiKey(await build.user(stranger, { role: 'api' }))).secret;
    const process = await build.document(globex);
    accepted = await build.case(acmeCaller, process, { history: ['accept'] });
    open = await build.case(acmeCaller, process);
  });
  afterAll(() => t.close());

  const upload = (token: string, secret: string, body: ReturnType<typeof multipart>, idempotencyKey?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/cases/${token}/files`,
      headers: {
        ...bearer(secret),
        ...body.headers,
        ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
      },
      payload: body.payload,
    });
  const get = (url: string, secret: string) => t.app.inject({ method: 'GET', url, headers: bearer(secret) });
  const filesOf = async (caseId: number) =>
    (await t.deps.db.select().from(caseFiles).where(eq(caseFiles.caseId, caseId))).map((row) => row.originalFilename);

  it('a key uploads files; both parties list and download them in v1’s names; the case’s activity shows them', async () => {
    const response = await upload(
      accepted.token,
      keys.acme,
      multipart(
        [
          { name: 'array.png', bytes: PNG, type: 'text/html' },
          { name: 'report.pdf', bytes: PDF },
        ],
        'Array logs',
      ),
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: V1CaseFile[] }>();
    expect(data).toEqual([
      expect.objectContaining({
        filename: 'array.png',
        contentType: 'image/png',
        size: PNG.length,
        description: 'Array logs',
        company: { id: acmeCaller.companyId, name: 'Acme' },
        uploadedBy: acmeApi.name,
      }),
      expect.objectContaining({ filename: 'report.pdf', contentType: 'application/pdf', size: PDF.length }),
    ]);

    // The partner's key lists them and downloads the bytes, as an attachment of the type judged on upload.
    const listed = await get(`/api/v1/cases/${accepted.token}/files`, keys.globex);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ data: V1CaseFile[] }>().data.map((file) => file.filename)).toEqual([
      'array.png',
      'report.pdf',
    ]);
    const png = data[0];
    const content = await get(`/api/v1/cases/${accepted.token}/files/${String(png?.id)}/content`, keys.globex);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/png');
    expect(content.headers['content-disposition']).toContain('attachment; filename="array.png"');
    // The attachment's own CSP replaces the app's (the security headers are set on every answer first, ADR 61).
    expect(content.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(content.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(content.rawPayload.equals(PNG)).toBe(true);

    // The signed link serves the same bytes without a key, for a minute.
    const link = await get(`/api/v1/cases/${accepted.token}/files/${String(png?.id)}/link`, keys.acmeReadOnly);
    expect(link.statusCode).toBe(200);
    const { url, expiresAt } = link.json<{ url: string; expiresAt: string }>();
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const saved = await t.app.inject({ url });
    expect(saved.statusCode).toBe(200);
    expect(saved.rawPayload.equals(PNG)).toBe(true);

    // The web upload's record: the case page's activity shows the key's user adding each file.
    const activity = await t.app.inject({
      url: `/api/caller/case/${accepted.token}/activity`,
      headers: bearer(acmeCaller.token),
    });
    expect(activity.statusCode).toBe(200);
    const { activity: entries } = activity.json<{
      activity: { kind: string; by: { person: string | null }; file: { original_filename: string } | null }[];
    }>();
    const fileEntries = entries
      .filter((entry) => entry.kind === 'file')
      .map((entry) => [entry.file?.original_filename, entry.by.person]);
    expect(fileEntries).toEqual([
      ['array.png', acmeApi.name],
      ['report.pdf', acmeApi.name],
    ]);
  });

  it('an Idempotency-Key answers the first upload’s files again and adds none; other files under it: 409', async () => {
    const body = multipart([{ name: 'retry.pdf', bytes: PDF }], 'Retried');
    const first = await upload(accepted.token, keys.acme, body, 'upload-1');
    expect(first.statusCode).toBe(201);
    const again = await upload(accepted.token, keys.acme, body, 'upload-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await filesOf(accepted.id)).filter((name) => name === 'retry.pdf')).toHaveLength(1);

    const other = await upload(
      accepted.token,
      keys.acme,
      multipart([{ name: 'retry.pdf', bytes: Buffer.concat([PDF, Buffer.from('% another\n')]) }], 'Retried'),
      'upload-1',
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ error: UPLOAD_KEY_REUSED_MESSAGE });
    expect((await filesOf(accepted.id)).filter((name) => name === 'retry.pdf')).toHaveLength(1);
    expect((await t.deps.db.select().from(caseFileUploadKeys)).filter((row) => row.key === 'upload-1')).toHaveLength(1);
  });

  it('the same upload under one key sent twice at once adds its files once; both answers are the same', async () => {
    const body = multipart([{ name: 'twice.pdf', bytes: PDF }], 'Sent twice');
    const [first, second] = await Promise.all([
      upload(accepted.token, keys.acme, body, 'upload-twice'),
      upload(accepted.token, keys.acme, body, 'upload-twice'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json()).toEqual(second.json());
    expect((await filesOf(accepted.id)).filter((name) => name === 'twice.pdf')).toHaveLength(1);
  });

  it('another company’s key finds no case and no file (404); a read-only key may not upload (403)', async () => {
    const before = await filesOf(accepted.id);
    const refused = await upload(accepted.token, keys.stranger, multipart([{ name: 'x.pdf', bytes: PDF }]));
    expect(refused.statusCode).toBe(404);
    const [file] = await t.deps.db.select().from(caseFiles).where(eq(caseFiles.caseId, accepted.id));
    for (const url of [
      `/api/v1/cases/${accepted.token}/files`,
      `/api/v1/cases/${accepted.token}/files/${String(file?.id)}/content`,
      `/api/v1/cases/${accepted.token}/files/${String(file?.id)}/link`,
    ])
      expect((await get(url, keys.stranger)).statusCode).toBe(404);
    const readOnly = await upload(accepted.token, keys.acmeReadOnly, multipart([{ name: 'x.pdf', bytes: PDF }]));
    expect(readOnly.statusCode).toBe(403);
    // A file id of another case is no file of this one.
    const elsewhere = await get(`/api/v1/cases/${open.token}/files/${String(file?.id)}/content`, keys.acme);
    expect(elsewhere.statusCode).toBe(404);
    expect(await filesOf(accepted.id)).toEqual(before);
  });

  it('a revoked or expired key, a session, no credential: 401 on every file call', async () => {
    const [file] = await t.deps.db.select().from(caseFiles).where(eq(caseFiles.caseId, accepted.id));
    const calls = [
      { method: 'GET' as const, url: `/api/v1/cases/${accepted.token}/files` },
      { method: 'POST' as const, url: `/api/v1/cases/${accepted.token}/files` },
      { method: 'GET' as const, url: `/api/v1/cases/${accepted.token}/files/${String(file?.id)}/content` },
      { method: 'GET' as const, url: `/api/v1/cases/${accepted.token}/files/${String(file?.id)}/link` },
    ];
    const failures: string[] = [];
    for (const call of calls)
      for (const [who, headers] of [
        ['a revoked key', bearer(keys.acmeRevoked)],
        ['an expired key', bearer(keys.acmeExpired)],
        ['a session token', bearer(acmeCaller.token)],
        ['no credential', {}],
      ] as const) {
        const status = (await t.app.inject({ ...call, headers })).statusCode;
        if (status !== 401) failures.push(`${call.method} ${call.url} with ${who}: ${String(status)}`);
      }
    expect(failures).toEqual([]);
  });

  it('a file past the limit: 413; a type not taken, content unlike its extension, no file: 422; nothing kept', async () => {
    const before = await filesOf(accepted.id);
    const large = Buffer.concat([PNG, Buffer.alloc(MB + 10, 1)]);
    const tooLarge = await upload(accepted.token, keys.acme, multipart([{ name: 'big.png', bytes: large }]));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: uploadTooLargeMessage(MB) });

    const exe = await upload(accepted.token, keys.acme, multipart([{ name: 'tool.exe', bytes: PDF }]));
    expect(exe.statusCode).toBe(422);
    expect(exe.json()).toEqual({ errors: { [CASE_FILES_FIELD]: [UPLOAD_TYPE_MESSAGE] } });

    const fake = await upload(accepted.token, keys.acme, multipart([{ name: 'fake.pdf', bytes: PNG }]));
    expect(fake.statusCode).toBe(422);
    expect(Object.keys(fake.json<{ errors: object }>().errors)).toEqual([CASE_FILES_FIELD]);

    const none = await upload(accepted.token, keys.acme, multipart([]));
    expect(none.statusCode).toBe(422);
    expect(await filesOf(accepted.id)).toEqual(before);
  });

  it('a case not accepted yet takes no file (409); its files list answers', async () => {
    const refused = await upload(open.token, keys.acme, multipart([{ name: 'early.pdf', bytes: PDF }]));
    expect(refused.statusCode).toBe(409);
    expect(await filesOf(open.id)).toEqual([]);
    const listed = await get(`/api/v1/cases/${open.token}/files`, keys.globex);
    expect(listed.json()).toEqual({ data: [] });
  });

  it('the API document shows the upload’s multipart form and each file call under the key', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown; requestBody?: { content: Record<string, unknown> } }>>;
    }>();
    const upload = document.paths['/api/v1/cases/{token}/files']?.post;
    expect(upload?.security).toEqual([{ apiKey: [] }]);
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(document.paths['/api/v1/cases/{token}/files/{fileId}/content']?.get).toBeDefined();
    expect(document.paths['/api/v1/cases/{token}/files/{fileId}/link']?.get).toBeDefined();
  });
});
