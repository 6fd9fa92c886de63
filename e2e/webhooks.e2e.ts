import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { companyIdOf } from './globex-case.ts';
import { expect, expectAccessible, port, shot, signIn, test } from './support.ts';

/** The reference consumer's port: beside this run's own (E2E_PORT), on loopback. */
const consumerPort = Number(port) + 2000;
const consumerUrl = `http://127.0.0.1:${String(consumerPort)}`;

type MirrorEvent = { webhook_id: string; type: string; case_id: string | null; sequence: number };
type Mirror = { events: MirrorEvent[]; cases: { id: string; status: string; direction: string }[] };

/** Starts examples/webhook-consumer as its README says, as a process of its own, and waits until it listens. */
async function startConsumer(secret: string, file: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['examples/webhook-consumer/server.js'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, WEBHOOK_SECRET: secret, PORT: String(consumerPort), MIRROR_FILE: file },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Receiving CaseBridge webhooks')) resolve();
    });
    child.on('exit', (code) => {
      reject(new Error(`the consumer ended (${String(code)})`));
    });
  });
  return child;
}

async function stopConsumer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const ended = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await ended;
}

const mirrorOf = async (request: APIRequestContext): Promise<Mirror> =>
  (await (await request.get(`${consumerUrl}/events`)).json()) as Mirror;

/** Creates an API key on the Integrations page (the company's one API user) and answers its secret. */
async function createKeyInPage(page: Page, name: string, scopes: RegExp[]): Promise<string> {
  await page.goto('/admin/integrations');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByLabel('Name').fill(name);
  for (const scope of scopes) await dialog.getByRole('checkbox', { name: scope }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  const secret = await shown.getByLabel('API key').inputValue();
  await shown.getByRole('button', { name: 'Done' }).click();
  return secret;
}

test('[issue 27] a tracker follows its cases through signed webhooks: the reference consumer mirrors every event once, in order, also after being down', async ({
  page,
  browser,
  request,
}) => {
  // Two companies' admins, a consumer process stopped and started again, retries a second or more apart.
  test.setTimeout(150_000);
  const mirrorDir = mkdtempSync(join(tmpdir(), 'cb-webhook-consumer-'));
  const mirrorFile = join(mirrorDir, 'mirror.sqlite');
  let consumer: ChildProcess | null = null;
  try {
    // Acme's admin: a key for Acme's tracker, and a webhook to the consumer, through the admin pages.
    await signIn(page, 'bm@acme.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    const acmeKey = await createKeyInPage(page, 'Tracker', [/Submit and answer cases/]);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const add = page.getByRole('dialog', { name: 'Add webhook' });
    // The address is checked where it is typed: plain http to the internet is refused.
    await add.getByLabel('Endpoint URL').fill('http://tracker.example.com/hooks');
    await add.getByRole('button', { name: 'Add webhook' }).click();
    await expect(add.getByText('Enter an https address.')).toBeVisible();
    await add.getByLabel('Endpoint URL').fill(`${consumerUrl}/webhooks`);
    await add.getByLabel('Description').fill('Reference consumer');
    // Every case event is chosen already.
    await expect(add.getByRole('checkbox', { name: /Information given/ })).toBeChecked();
    await add.getByRole('button', { name: 'Add webhook' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Your webhook’s signing secret' });
    const signing = await secretDialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(signing).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    await shot(page, 'webhooks-secret-once');
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    const webhooks = page.getByRole('table', { name: 'Webhooks' });
    await expect(webhooks.getByRole('row').filter({ hasText: consumerUrl })).toContainText('enabled');

    consumer = await startConsumer(signing, mirrorFile);

    // "Send test event": it arrives, and the delivery log shows the attempt with the consumer's answer.
    await page.getByRole('button', { name: `Send test event to ${consumerUrl}/webhooks` }).click();
    await expect(page.getByText('Test event queued.')).toBeVisible();
    await expect.poll(async () => (await mirrorOf(request)).events.map((e) => e.type)).toEqual(['webhook.test']);
    await page.getByRole('button', { name: `Deliveries of ${consumerUrl}/webhooks` }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log' });
    await expect(log.getByRole('table', { name: /^Attempts of msg_/ })).toContainText('HTTP 200');
    await expect(log.getByRole('table', { name: /^Attempts of msg_/ })).toContainText('{"ok":true}');
    await shot(page, 'webhooks-delivery-log');
    await expectAccessible(page);
    await log.getByRole('button', { name: 'Close' }).click();

    // Globex's admin makes Globex's key on its own Integrations page.
    const globexContext = await browser.newContext();
    const globexPage = await globexContext.newPage();
    await signIn(globexPage, 'bm@globex.test');
    await expect(globexPage).toHaveURL(/\/dashboard$/);
    const globexKey = await createKeyInPage(globexPage, 'Globex tracker', [/Submit and answer cases/]);
    await globexContext.close();

    const as = (secret: string) => ({ authorization: `Bearer ${secret}` });
    // Globex's tracker submits a case to Acme's cloud process through /api/v1.
    const acmeId = await companyIdOf(page, 'acme');
    const processes = (await (
      await request.get(`/api/v1/partners/${String(acmeId)}/processes`, { headers: as(globexKey) })
    ).json()) as {
      processes: { id: number; name: string; formFields: { key: string; label: string; options: string[] }[] }[];
    };
    const cloud = processes.processes.find((p) => p.name === 'Acme Cloud Platform Collaboration');
    if (!cloud) throw new Error('no cloud process');
    const field = (label: string) => cloud.formFields.find((f) => f.label === label);
    const submitted = await request.post(`/api/v1/partners/${String(acmeId)}/processes/${String(cloud.id)}/cases`, {
      headers: { ...as(globexKey), 'idempotency-key': `e2e-${String(Date.now())}` },
      data: {
        engineer: { firstName: 'Aisha', lastName: 'Okafor', email: 'caller@globex.test' },
        internalCaseNumber: 'GX-WH-1',
        summary: 'Tenant loses its volumes after the region failover',
        description: 'Since the failover drill the tenant’s volumes detach every hour.',
        priority: 'high',
        fields: {
          [field('Customer company')?.key ?? '']: 'Northwind Health',
          [field('Customer contact email')?.key ?? '']: 'it-ops@northwind.example',
          [field('Tenant ID')?.key ?? '']: 'tn-4471',
          [field('Cloud region')?.key ?? '']: field('Cloud region')?.options[0] ?? '',
        },
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(200);
    const caseId = ((await submitted.json()) as { case: { id: string } }).case.id;
    const respond = async (secret: string, body: object) => {
      const answer = await request.post(`/api/v1/cases/${caseId}/respond`, { headers: as(secret), data: body });
      expect(answer.status(), await answer.text()).toBe(200);
    };
    // Acme's tracker asks for information; the consumer hears of the case and of the question.
    await respond(acmeKey, { decision: 'requestInformation', note: 'Which storage class do the volumes use?' });
    const ofCase = async () => (await mirrorOf(request)).events.filter((e) => e.case_id === caseId);
    await expect
      .poll(async () => (await ofCase()).map((e) => e.type))
      .toEqual(['case.created', 'case.information_requested']);

    // The consumer goes down; the case moves on meanwhile (Globex answers, Acme approves).
    await stopConsumer(consumer);
    await respond(globexKey, {
      decision: 'replyWithInformation',
      additionalInformation: 'Premium SSD, zone-redundant.',
    });
    await respond(acmeKey, {
      decision: 'approve',
      caseNumber: 'ACME-CL-88',
      engineerName: 'Dana Whitfield',
      engineerEmail: 'dana@acme.test',
      nextSteps: 'Dana joins your bridge in ten minutes.',
    });
    // The deliveries fail and wait for their retry, in the log.
    await page.getByRole('button', { name: `Deliveries of ${consumerUrl}/webhooks` }).click();
    await expect(async () => {
      await log.getByRole('button', { name: 'Refresh' }).click();
      await expect(log.getByText(/The receiver could not be reached/).first()).toBeVisible({ timeout: 1000 });
    }).toPass();
    await shot(page, 'webhooks-consumer-down');
    await log.getByRole('button', { name: 'Close' }).click();

    // Back up (the same file): the retries bring everything, each event once, in the order it happened.
    consumer = await startConsumer(signing, mirrorFile);
    await expect
      .poll(async () => (await ofCase()).map((e) => e.type), { timeout: 60_000 })
      .toEqual(['case.created', 'case.information_requested', 'case.information_given', 'case.approved']);
    const events = await ofCase();
    expect(events.map((e) => e.sequence)).toEqual([1, 2, 3, 4]);
    expect(new Set(events.map((e) => e.webhook_id)).size).toBe(4);
    const mirrored = (await mirrorOf(request)).cases.find((c) => c.id === caseId);
    expect(mirrored).toMatchObject({ status: 'accepted', direction: 'inbound' });
    expect(statSync(mirrorFile).size).toBeGreaterThan(0);

    // A replay from the log sends the same webhook-id again: the consumer keeps it once.
    await page.getByRole('button', { name: `Deliveries of ${consumerUrl}/webhooks` }).click();
    await log
      .getByRole('button', { name: /^Replay msg_/ })
      .first()
      .click();
    await expect(async () => {
      await log.getByRole('button', { name: 'Refresh' }).click();
      await expect(log.getByText('(replay)').first()).toBeVisible({ timeout: 1000 });
    }).toPass();
    await log.getByRole('button', { name: 'Close' }).click();
    expect((await ofCase()).length).toBe(4);

    // Keys of one company never see another company's cases: an Acme case with another partner is not Globex's.
    const acmeCases = (await (await request.get('/api/v1/cases?limit=100', { headers: as(acmeKey) })).json()) as {
      data: { id: string; partner: { name: string } }[];
    };
    const notGlobexs = acmeCases.data.find((c) => c.partner.name !== 'Globex Storage');
    if (!notGlobexs) throw new Error('Acme has no case with another partner');
    expect((await request.get(`/api/v1/cases/${notGlobexs.id}`, { headers: as(globexKey) })).status()).toBe(404);
    expect((await request.get(`/api/v1/cases/${notGlobexs.id}`, { headers: as(acmeKey) })).status()).toBe(200);
    // Nor its webhooks: Globex's key has no webhooks:manage, and Acme's webhook is not in Globex's list.
    expect((await request.get('/api/v1/webhooks', { headers: as(globexKey) })).status()).toBe(403);

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'webhooks-phone');
  } finally {
    if (consumer) await stopConsumer(consumer);
    rmSync(mirrorDir, { recursive: true, force: true });
  }
});
