import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { caseFiles } from '../src/db/schema/cases.ts';
import { uploadSlots } from '../src/db/schema/identity.ts';
import { builders, type BuiltCase, type BuiltUser } from './builders.ts';
import { MB, PNG_HEAD, sendUntilAnswered, startUpload as startUploadTo, waitFor } from './streamed-upload.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Uploads through the real server on a port (docs/files.md, "Uploads").

let app: TestApp;
let second: TestApp;
let origin: string;
let secondOrigin: string;
let build: ReturnType<typeof builders>;
let accepted: BuiltCase;
let submitter: BuiltUser;
let receiver: BuiltUser;
let colleague: BuiltUser;

const storedFiles = (dataDir: string) =>
  !existsSync(join(dataDir, 'files'))
    ? []
    : readdirSync(join(dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

/** Starts an upload to the accepted case as `user` on `at` (an origin). */
const startUpload = (user: BuiltUser, at: string, filename: string, declaredBytes: number) =>
  startUploadTo(
    `${at}/api/v1/collaboration-requests/${accepted.token}/attachments`,
    user.token,
    filename,
    declaredBytes,
  );

const rowsOfCase = async () =>
  (await app.deps.db.select({ n: count() }).from(caseFiles).where(eq(caseFiles.caseId, accepted.id)))[0]?.n;

const slotsOf = async (user: BuiltUser) =>
  (await app.deps.db.select({ n: count() }).from(uploadSlots).where(eq(uploadSlots.userId, user.id)))[0]?.n ?? 0;

beforeAll(async () => {
  const caps = { UPLOAD_LIMIT_MB: '2', UPLOADS_PER_USER: '1', UPLOADS_PER_INSTANCE: '2' };
  app = await createTestApp({ env: caps });
  second = await createTestApp({ database: app.deps.database, env: caps });
  build = builders(app);
  const acme = await build.company({ name: 'Acme' });
  const globex = await build.company({ name: 'Globex' });
  submitter = await build.user(acme);
  colleague = await build.user(acme);
  receiver = await build.user(globex);
  accepted = await build.case(submitter, await build.document(globex), { history: ['accept'], responder: receiver });
  origin = await app.app.listen({ port: 0, host: '127.0.0.1' });
  secondOrigin = await second.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second.close();
  await app.close();
});

describe('uploads stream', () => {
  it('[X-029] a file past the limit is answered 413 as soon as it passes it, while the client is still sending; nothing is kept', async () => {
    const body = Buffer.concat([PNG_HEAD, Buffer.alloc(24 * MB)]);
    const upload = startUpload(submitter, origin, 'big.png', body.length);
    // Past 4 MB the client waits for the answer before it sends the other 20.
    await sendUntilAnswered(upload, body, 4 * MB);
    const answer = await upload.answer;
    upload.abort();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'Unable to upload your file. That max file size allowed is 2 MB.',
    });
    // Answered after the limit and before the body's end: the server never read it whole.
    expect(answer.sentBytes).toBeGreaterThan(2 * MB);
    expect(answer.sentBytes).toBeLessThan(body.length);
    expect(await rowsOfCase()).toBe(0);
    await waitFor(() => storedFiles(app.deps.config.dataDir).length === 0);
  });

  it("[X-028] a file whose first bytes are not its extension's is refused from them, before the rest is sent", async () => {
    const upload = startUpload(submitter, origin, 'report.pdf', 1.5 * MB);
    // The first 8 kB only: the server judges them and answers; the rest is never sent.
    await upload.send(Buffer.from('<html><script>alert(1)</script>'.padEnd(8192, ' ')));
    const answer = await upload.answer;
    upload.abort();
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body)).toEqual({
      errors: { files: ['report.pdf: The file content does not match its extension.'] },
    });
    expect(await rowsOfCase()).toBe(0);
    await waitFor(() => storedFiles(app.deps.config.dataDir).length === 0);
  });

  it('uploads in flight past the cap of a user (on any instance) or of an instance are answered 429 with Retry-After', async () => {
    const slow = startUpload(submitter, origin, 'slow.png', PNG_HEAD.length + MB);
    await slow.send(PNG_HEAD);
    await waitFor(async () => (await slotsOf(submitter)) === 1);

    for (const at of [origin, secondOrigin]) {
      const again = startUpload(submitter, at, 'again.png', PNG_HEAD.length);
      await again.send(PNG_HEAD);
      again.end();
      const refused = await again.answer;
      expect(refused.status, at).toBe(429);
      expect(refused.headers['retry-after']).toBe('10');
    }

    // The instance's cap (2): the colleague's upload is the second in flight here, a third is refused.
    const colleagues = startUpload(colleague, origin, 'other.png', PNG_HEAD.length + MB);
    await colleagues.send(PNG_HEAD);
    await waitFor(() => app.deps.uploadsInFlight.count === 2);
    const third = startUpload(receiver, origin, 'third.png', PNG_HEAD.length);
    await third.send(PNG_HEAD);
    third.end();
    expect((await third.answer).status).toBe(429);

    for (const upload of [slow, colleagues]) {
      await upload.send(Buffer.alloc(MB));
      upload.end();
      expect((await upload.answer).status).toBe(201);
    }
    expect(await rowsOfCase()).toBe(2);
    expect(await slotsOf(submitter)).toBe(0);
    expect(app.deps.uploadsInFlight.count).toBe(0);
    const next = startUpload(submitter, secondOrigin, 'next.png', PNG_HEAD.length);
    await next.send(PNG_HEAD);
    next.end();
    expect((await next.answer).status).toBe(201);
  });
});
