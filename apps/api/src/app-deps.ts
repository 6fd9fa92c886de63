import type { Config } from './config.ts';
import type { CaseAction, CaseParty } from '@casebridge/contract/case-status';
import type { Database, Db, DbOrTx } from './db/client.ts';
import type { caseCustomerData, caseResponses, cases } from './db/schema/cases.ts';
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

/** The fields a new case is created with; the writer adds its token, link hashes, status and times. */
export type NewCaseFields = Omit<
  typeof cases.$inferInsert,
  | 'id'
  | 'token'
  | 'respondTokenHash'
  | 'informationTokenHash'
  | 'status'
  | 'statusVersion'
  | 'createdAt'
  | 'updatedAt'
  | 'firstResponseAt'
  | 'closedAt'
  | 'partnerCaseNumber'
>;
export type NewCustomerData = Omit<typeof caseCustomerData.$inferInsert, 'id' | 'caseId' | 'purgeAfter'>;
export type CaseActorRef = { userId: number | null; companyId: number | null };
export type CaseHistoryStep = {
  action: CaseAction;
  party: CaseParty;
  actor: CaseActorRef;
  at: Date;
  response?: Partial<typeof caseResponses.$inferInsert>;
};

/**
 * The cases module's one writer of case status, as the demo seed uses it (ADR 8: the seed imports no module):
 * the seed's history goes through the same transitions as a user's, dated in the past and emailing nobody.
 */
export type CaseHistory = {
  createCase: (
    db: DbOrTx,
    input: { fields: NewCaseFields; customerData: NewCustomerData[]; actor: CaseActorRef; at: Date },
  ) => Promise<{ id: number }>;
  applyCaseTransition: (db: DbOrTx, input: CaseHistoryStep & { caseId: number }) => Promise<unknown>;
};
