import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { JobSender } from './jobs/job-queue.ts';

/** Hands committed outbox rows to the delivery worker (the email module's worker, or nothing when jobs are off). */
export type EmailDispatcher = { dispatch: (emailIds: number[]) => Promise<void> };

/** What services receive: configuration, the database and the side-effect ports. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  emails: EmailDispatcher;
  jobs: JobSender;
};
