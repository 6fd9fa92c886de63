import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { JobSender } from './jobs/job-queue.ts';
import type { FileStore } from './lib/file-store.ts';
import type { AppMetrics } from './lib/metrics.ts';

/** Hands committed outbox rows to the delivery queue (worked by a ROLE worker or all process), or drops them when jobs are off. */
export type EmailDispatcher = { dispatch: (emailIds: number[]) => Promise<void> };

/** What services receive: configuration, the database and the side-effect ports. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  emails: EmailDispatcher;
  jobs: JobSender;
  /** Uploaded files: the local disk or the S3 bucket, as configured; no caller knows which. */
  files: FileStore;
  /** This instance's uploads whose bodies are being read (lib/upload-slots.ts): its cap is per process by nature. */
  uploadsInFlight: { count: number };
  metrics: AppMetrics;
  /** Set when this instance starts shutting down: readiness fails, so the load balancer sends it no more requests. */
  lifecycle: { draining: boolean };
};
