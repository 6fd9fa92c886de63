import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyBaseLogger } from 'fastify';

/** The node-postgres pool's counts (pg.Pool has them). */
export type PoolUse = { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };

/** The outbox's emails not delivered yet (pending or being sent), and how long the oldest of them has waited. */
export type OutboxBacklog = { pending: number; oldestPendingAgeSeconds: number };

export type EmailOutcome = 'sent' | 'retried' | 'failed';

/**
 * This instance's Prometheus metrics. Requests, the pool and the emails this instance's worker delivered are its
 * own (a dashboard sums them over the instances); the outbox is the cluster's, the same on every instance.
 */
export type AppMetrics = {
  observeRequest: (request: { method: string; route: string; statusCode: number; seconds: number }) => void;
  countEmail: (outcome: EmailOutcome) => void;
  /** The text exposition of every metric, the outbox's read from the database at this moment. */
  scrape: (log: FastifyBaseLogger) => Promise<string>;
  contentType: string;
};

export type MetricSources = {
  /** The node-postgres pool; null on the embedded database (one connection, no pool). */
  pool: PoolUse | null;
  outboxBacklog: () => Promise<OutboxBacklog>;
};

const statusClass = (statusCode: number) => `${String(Math.floor(statusCode / 100))}xx`;

/** A registry per app (tests run several apps in one process), with Node's own process metrics in it. */
export function createMetrics(sources: MetricSources): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requestLabels = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'casebridge_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern (never the raw URL) and status class.',
    labelNames: requestLabels,
    registers,
  });
  const durations = new Histogram({
    name: 'casebridge_http_request_duration_seconds',
    help: 'Time from the request to its answer, by method, route pattern and status class.',
    labelNames: requestLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const { pool } = sources;
  if (pool) {
    const poolGauge = (name: string, help: string, read: (pool: PoolUse) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(pool));
        },
      });
    poolGauge('casebridge_db_pool_connections', 'Connections the database pool holds.', (p) => p.totalCount);
    poolGauge('casebridge_db_pool_idle_connections', 'Connections of the pool not in use.', (p) => p.idleCount);
    poolGauge(
      'casebridge_db_pool_waiting_clients',
      'Queries waiting for a connection of the pool.',
      (p) => p.waitingCount,
    );
  }

  const outboxPending = new Gauge({
    name: 'casebridge_email_outbox_pending',
    help: 'Emails of the outbox not delivered yet (pending, waiting for a retry or being sent), on every instance.',
    registers,
  });
  const outboxOldestAge = new Gauge({
    name: 'casebridge_email_outbox_oldest_pending_age_seconds',
    help: 'Seconds the oldest undelivered email of the outbox has waited (0 when none waits).',
    registers,
  });
  const emails = {
    sent: new Counter({ name: 'casebridge_emails_sent_total', help: 'Emails this instance delivered.', registers }),
    retried: new Counter({
      name: 'casebridge_email_retries_total',
      help: 'Failed delivery attempts of this instance that the queue retries.',
      registers,
    }),
    failed: new Counter({
      name: 'casebridge_emails_failed_total',
      help: 'Emails this instance marked failed for good (the retry limit reached).',
      registers,
    }),
  } satisfies Record<EmailOutcome, Counter>;

  return {
    observeRequest: ({ method, route, statusCode, seconds }) => {
      const labels = { method, route, status_class: statusClass(statusCode) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    countEmail: (outcome) => {
      emails[outcome].inc();
    },
    scrape: async (log) => {
      try {
        const backlog = await sources.outboxBacklog();
        outboxPending.set(backlog.pending);
        outboxOldestAge.set(backlog.oldestPendingAgeSeconds);
      } catch (error) {
        // The rest still answers (the instance is up); the database's absence shows as NaN and in readiness.
        log.warn({ err: error }, 'metrics: the outbox could not be read');
        outboxPending.set(Number.NaN);
        outboxOldestAge.set(Number.NaN);
      }
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}
