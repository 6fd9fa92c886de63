import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseFiles } from '../src/db/schema/cases.ts';
import { companies } from '../src/db/schema/companies.ts';
import { loadConfig } from '../src/config.ts';
import { createFileStore } from '../src/lib/file-store.ts';
import { builders, type BuiltCase, type BuiltSuperAdmin, type BuiltUser } from './builders.ts';
import { MB, PNG_HEAD, sendUntilAnswered, startUpload, waitFor } from './streamed-upload.ts';
import { startS3Server, TEST_BUCKET, type TestS3Server } from './s3-server.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';
import { startApiProcess } from './api-process.ts';

// docs/files.md: several instances on one database share the S3 bucket of S3_URL (a real S3-protocol server here).

const BOUNDARY = '----s3-files-test';
const PNG = Buffer.concat([PNG_HEAD, Buffer.from('the rest of a small image')]);

type FilePart = { field: string; filename: string; bytes: Buffer };

/** A multipart body as the browser posts a form: its text fields, then its files. */
function multipart(fields: Record<string, string>, files: FilePart[]) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

let s3: TestS3Server;
let first: TestApp;
let second: TestApp;
let accepted: BuiltCase;
let submitter: BuiltUser;
let receiver: BuiltUser;
let admin: BuiltSuperAdmin;

beforeAll(async () => {
  s3 = await startS3Server();
  // A limit above S3's 5 MB part, so that a refused upload has begun a multipart upload in the bucket.
  const env = { S3_URL: s3.url(), UPLOAD_LIMIT_MB: '8' };
  first = await createTestApp({ env });
  second = await createTestApp({ database: first.deps.database, env });
  const build = builders(first);
  const acme = await build.company({ name: 'Acme' });
  const globex = await build.company({ name: 'Globex' });
  submitter = await build.user(acme);
  receiver = await build.user(globex);
  accepted = await build.case(submitter, await build.document(globex), { history: ['accept'], responder: receiver });
  admin = await build.superAdmin();
});
afterAll(async () => {
  await second.close();
  await first.close();
  await s3.close();
});

describe('files in S3', () => {
  it('[C-058] a case file uploaded through one instance is downloaded through the other, from the bucket', async () => {
    const body = multipart({ description: 'Array logs' }, [{ field: 'files', filename: 'trace.png', bytes: PNG }]);
    const uploaded = await first.app.inject({
      method: 'POST',
      url: `/api/v1/collaboration-requests/${accepted.token}/attachments`,
      headers: { ...bearer(submitter.token), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const [file] = uploaded.json<{ files: { id: number }[] }>().files;
    const [row] = await first.deps.db
      .select()
      .from(caseFiles)
      .where(eq(caseFiles.id, file?.id ?? 0));
    expect(await s3.listKeys()).toContain(row?.storageKey);
    expect(existsSync(join(first.deps.config.dataDir, 'files'))).toBe(false);

    const download = await second.app.inject({
      url: `/api/caller/case/${accepted.token}/files/${String(file?.id)}/download`,
      headers: bearer(receiver.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'content-disposition': `attachment; filename="trace.png"; filename*=UTF-8''trace.png`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it("[issue 23] a case file's download link is a presigned GET of the bucket that serves it as an attachment", async () => {
    const body = multipart({ description: 'Array logs' }, [{ field: 'files', filename: 'trace-2.png', bytes: PNG }]);
    const uploaded = await first.app.inject({
      method: 'POST',
      url: `/api/v1/collaboration-requests/${accepted.token}/attachments`,
      headers: { ...bearer(submitter.token), ...body.headers },
      payload: body.payload,
    });
    const file = uploaded
      .json<{ files: { id: number; original_filename: string }[] }>()
      .files.find((stored) => stored.original_filename === 'trace-2.png');
    const link = await second.app.inject({
      url: `/api/caller/case/${accepted.token}/files/${String(file?.id)}/link`,
      headers: bearer(receiver.token),
    });
    expect(link.statusCode).toBe(200);
    const { url } = link.json<{ url: string }>();
    expect(new URL(url).host).toBe(new URL(s3.url()).host);
    expect(new URL(url).pathname).toMatch(new RegExp(`^/${TEST_BUCKET}/`));
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');

    const saved = await fetch(url);
    expect(saved.status).toBe(200);
    expect(Buffer.from(await saved.arrayBuffer()).equals(PNG)).toBe(true);
    expect(saved.headers.get('content-type')).toBe('image/png');
    expect(saved.headers.get('content-disposition')).toBe(
      `attachment; filename="trace-2.png"; filename*=UTF-8''trace-2.png`,
    );
    expect(saved.headers.get('cache-control')).toBe('private, no-store');

    // The attachment's headers are query parameters of the presigned URL, which Signature V4 signs whole, so S3
    // refuses the URL with any of them changed. (s3rver does not check V4 signatures: that refusal is S3's, not
    // proven here.)
    const query = new URL(url).searchParams;
    expect(query.get('response-content-type')).toBe('image/png');
    expect(query.get('response-content-disposition')).toMatch(/^attachment; filename="trace-2.png"/);
    expect(query.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(query.get('X-Amz-Signature')).toMatch(/^[a-f0-9]{64}$/);
  });

  it('[S-015] a company logo saved through one instance is served by the other', async () => {
    const slug = `initrode-${String(process.pid)}`;
    const body = multipart(
      {
        name: 'Initrode Storage',
        url: 'https://initrode.example',
        membership_type: 'premium',
        login_method: 'requires_registration',
        domain: 'initrode.example',
        communications_email: 'out@initrode.example',
        slug,
        show_in_public_web: '1',
        allow_notes: '1',
      },
      [{ field: 'logo_file', filename: 'logo.png', bytes: PNG }],
    );
    const saved = await first.app.inject({
      method: 'POST',
      url: '/api/super_admin/companies/0',
      headers: { ...bearer(admin.token), ...body.headers },
      payload: body.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [company] = await first.deps.db.select().from(companies).where(eq(companies.slug, slug));
    expect(await s3.listKeys()).toContain(company?.logoFileKey);

    const logo = await second.app.inject({ url: `/api/resources/company_logo/${slug}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    expect(logo.headers).toMatchObject({ 'content-type': 'image/png', 'content-length': String(PNG.length) });
  });

  it('[X-029] an upload past the limit is answered 413 and leaves nothing in the bucket; nor does one the client abandons', async () => {
    const url = `${await first.app.listen({ port: 0, host: '127.0.0.1' })}/api/v1/collaboration-requests/${accepted.token}/attachments`;
    const before = await s3.listKeys();
    const rows = async () => await first.deps.db.select().from(caseFiles).where(eq(caseFiles.caseId, accepted.id));
    const rowsBefore = (await rows()).length;

    const tooLarge = Buffer.concat([PNG_HEAD, Buffer.alloc(12 * MB)]);
    const refused = startUpload(url, submitter.token, 'big.png', tooLarge.length);
    await sendUntilAnswered(refused, tooLarge);
    expect((await refused.answer).status).toBe(413);
    refused.abort();

    const abandoned = startUpload(url, submitter.token, 'half.png', PNG_HEAD.length + 7 * MB);
    await abandoned.send(PNG_HEAD);
    await abandoned.send(Buffer.alloc(6 * MB));
    abandoned.abort();

    await waitFor(() => first.deps.uploadsInFlight.count === 0);
    expect(await s3.listKeys()).toEqual(before);
    expect(await rows()).toHaveLength(rowsBefore);
  });
});

describe('npm run admin -- move-files-to-s3', () => {
  /** The admin command as `npm run admin` runs it (on the source here: the tests do not build). */
  const moveFiles = async (env: NodeJS.ProcessEnv) => {
    const command = startApiProcess('admin.ts', env, ['move-files-to-s3']);
    return { code: await command.exited, stdout: command.stdout(), stderr: command.stderr() };
  };

  it('[issue 22] copies the files under DATA_DIR/files into the bucket under their keys; run again, it skips what is there', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cb-move-files-'));
    const local = await createFileStore({ dataDir, s3: null, secret: 's'.repeat(32) });
    const target = s3.url(`${TEST_BUCKET}/moved`);
    const bucket = await createFileStore(loadConfig({ S3_URL: target, DATA_DIR: dataDir }));
    try {
      const contents = [Buffer.from('%PDF-1.4 addendum'), PNG];
      const keys = await Promise.all(contents.map((bytes) => local.put(bytes)));
      const env = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, S3_URL: target };
      const moved = await moveFiles(env);
      expect(moved.code, moved.stderr).toBe(0);
      expect(moved.stdout).toContain(
        `Copied 2 files from ${dataDir}/files to the s3 bucket ${TEST_BUCKET} (prefix moved/)`,
      );
      expect(moved.stdout).toContain('0 were there already.');
      for (const [i, key] of keys.entries()) expect(await bucket.read(key)).toEqual(contents[i]);

      const later = await local.put(Buffer.from('uploaded while the instances switched over'));
      const again = await moveFiles(env);
      expect(again.stdout).toContain('Copied 1 files');
      expect(again.stdout).toContain('2 were there already.');
      expect((await bucket.read(later)).toString()).toBe('uploaded while the instances switched over');
      expect(await local.read(later)).toBeDefined();

      const unset = await moveFiles({ ...env, S3_URL: '' });
      expect(unset.code).toBe(1);
      expect(unset.stderr).toContain('S3_URL is not set');
    } finally {
      bucket.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
