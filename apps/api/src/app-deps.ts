import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { JobSender } from './jobs/job-queue.ts';
import type { EmailDispatcher } from './modules/email/email-worker.ts';

/** What services receive: configuration, the database and the side-effect ports. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  emails: EmailDispatcher;
  jobs: JobSender;
};
