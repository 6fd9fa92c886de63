import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outboundEmails } from '../src/db/schema/email.ts';
import { insertOutboundEmail } from '../src/modules/email/outbox.ts';
import { builders } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

const METRICS_TOKEN = 'metrics-token-of-the-test-0123456789abcdef';

/** The value of one series of the text exposition (`name{labels} value`), or undefined when it is not there. */
function sampleOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const message = (to: string) => ({ template: 'test', to: [to], subject: 'Test', text: 'Hello', html: '<p>Hello</p>' });

describe('Prometheus metrics under METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = (token = METRICS_TOKEN) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: token === '' ? {} : bearer(token) });

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('[issue 22] refuses a scrape without the token or with another (401), answers the text format with it', async () => {
    for (const token of ['', 'not-the-metrics-token-but-long-enough-000000']) {
      const refused = await scrape(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: 'Unauthenticated.' });
      expect(refused.body).not.toContain('casebridge_');
    }
    // A user's access token is no metrics token.
    const make = builders(t);
    const user = await make.user(await make.company());
    expect((await scrape(user.token)).statusCode).toBe(401);

    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toContain('# TYPE casebridge_http_request_duration_seconds histogram');
    // Node's own process metrics come with them.
    expect(answer.body).toContain('process_resident_memory_bytes');
  });

  it('[issue 22] counts and times requests by route pattern and status class, never by the raw URL', async () => {
    const make = builders(t);
    const company = await make.company();
    for (let n = 0; n < 3; n++) await t.app.inject({ method: 'GET', url: `/api/caller/landing/${company.slug}` });
    await t.app.inject({ method: 'GET', url: '/api/caller/landing/no-such-company-here' });
    const text = (await scrape()).body;

    const labels = (status: string) => `method="GET",route="/api/caller/landing/:slug",status_class="${status}"`;
    expect(sampleOf(text, `casebridge_http_requests_total{${labels('2xx')}}`)).toBe(3);
    expect(sampleOf(text, `casebridge_http_requests_total{${labels('4xx')}}`)).toBe(1);
    expect(sampleOf(text, `casebridge_http_request_duration_seconds_count{${labels('2xx')}}`)).toBe(3);
    expect(sampleOf(text, `casebridge_http_request_duration_seconds_bucket{le="+Inf",${labels('2xx')}}`)).toBe(3);
    expect(text).not.toContain(company.slug);
    expect(text).not.toContain('no-such-company-here');
  });

  it('[issue 22] reads the outbox at each scrape: undelivered emails and the age of the oldest, sent and failed left out', async () => {
    const before = (await scrape()).body;
    expect(sampleOf(before, 'casebridge_email_outbox_pending')).toBe(0);
    expect(sampleOf(before, 'casebridge_email_outbox_oldest_pending_age_seconds')).toBe(0);

    const old = await insertOutboundEmail(t.deps.db, message('old@example.test'));
    await insertOutboundEmail(t.deps.db, message('new@example.test'));
    const sent = await insertOutboundEmail(t.deps.db, message('sent@example.test'));
    const failed = await insertOutboundEmail(t.deps.db, message('failed@example.test'));
    const anHourAgo = sql`now() - interval '1 hour'`;
    await t.deps.db.update(outboundEmails).set({ createdAt: anHourAgo }).where(eq(outboundEmails.id, old));
    await t.deps.db
      .update(outboundEmails)
      .set({ status: 'sent', createdAt: sql`now() - interval '2 hours'` })
      .where(eq(outboundEmails.id, sent));
    await t.deps.db
      .update(outboundEmails)
      .set({ status: 'failed', createdAt: sql`now() - interval '3 hours'` })
      .where(eq(outboundEmails.id, failed));

    const text = (await scrape()).body;
    expect(sampleOf(text, 'casebridge_email_outbox_pending')).toBe(2);
    const age = sampleOf(text, 'casebridge_email_outbox_oldest_pending_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(3600);
    expect(age).toBeLessThan(3700);
  });

  it("[issue 22] shows the node-postgres pool's connections on PostgreSQL (PGlite has no pool)", async () => {
    const text = (await scrape()).body;
    if (t.deps.database.kind === 'postgres') {
      expect(sampleOf(text, 'casebridge_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sampleOf(text, 'casebridge_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sampleOf(text, 'casebridge_db_pool_waiting_clients')).toBe(0);
    } else {
      expect(text).not.toContain('casebridge_db_pool_');
    }
  });
});

describe('without METRICS_TOKEN', () => {
  it('[issue 22] there is no metrics route: /metrics answers a JSON 404', async () => {
    const t = await createTestApp();
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'Not found.' });
      expect(t.routes.some((route) => route.url === '/metrics')).toBe(false);
    } finally {
      await t.close();
    }
  });
});
