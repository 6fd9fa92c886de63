import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps, EmailDispatcher } from './app-deps.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createFileStore, type FileStore } from './lib/file-store.ts';
import { createLogger } from './lib/logger.ts';
import { createMetrics } from './lib/metrics.ts';
import { caseFeedRoutes } from './modules/case-feed/case-feed-routes.ts';
import { apiKeyRoutes } from './modules/api-keys/api-key-routes.ts';
import { findApiKeyOfSecret } from './modules/api-keys/authenticate-api-key.ts';
import { caseApiFileRoutes } from './modules/case-api/case-api-files.ts';
import { caseApiRoutes } from './modules/case-api/case-api-routes.ts';
import { managerRequestRoutes } from './modules/manager-requests/manager-request-routes.ts';
import { registerAnswerCompression } from './plugins/answer-compression.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerRequestContext, type RegisteredRoute } from './plugins/request-context.ts';
import { registerRequestIdHeader, requestIdOf } from './plugins/request-id.ts';
import { registerRequestMetrics } from './plugins/request-metrics.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { droppedJobs, jobSender, startJobQueue } from './jobs/job-queue.ts';
import { createEmailQueues, emailDispatcher, startEmailWorker } from './modules/email/email-worker.ts';
import { createMailTransport } from './modules/email/transport.ts';
import { startMaintenanceJobs } from './modules/maintenance/maintenance-jobs.ts';
import { createAuthQueues, startAuthJobs } from './modules/auth/auth-jobs.ts';
import { createWebhookQueues, startWebhookWorker } from './modules/webhooks/webhook-worker.ts';
import { webhookRoutes } from './modules/webhooks/webhook-routes.ts';
import { msteamsRoutes } from './modules/webhooks/msteams-routes.ts';
import { findSessionUser, findUserWithCompanyById } from './modules/auth/auth-repository.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { mayImpersonate, predatesPasswordChange, sessionRefusal } from './modules/auth/sign-in-policy.ts';
import { caseSubmissionRoutes } from './modules/case-submission/case-submission-routes.ts';
import { caseRoutes } from './modules/cases/case-routes.ts';
import { escalationRoutes } from './modules/cases/escalation-routes.ts';
import { companiesRoutes } from './modules/companies/companies-routes.ts';
import { companyDocumentsRoutes } from './modules/company-documents/company-documents-routes.ts';
import { memberFormRoutes } from './modules/company-documents/member-form-routes.ts';
import { usersRoutes } from './modules/users/users-routes.ts';
import { invitationsRoutes } from './modules/invitations/invitations-routes.ts';
import { configRoutes } from './modules/config/config-routes.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox-routes.ts';
import { directoryRoutes } from './modules/directory/directory-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { metricsRoutes } from './modules/metrics/metrics-routes.ts';
import { findOutboxBacklog } from './modules/email/outbox.ts';
import { landingRoutes } from './modules/landing/landing-routes.ts';
import { newsRoutes } from './modules/news/news-routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding-routes.ts';
import { onboardingReviewRoutes } from './modules/onboarding/onboarding-review-routes.ts';
import { registrationRoutes } from './modules/registration/registration-routes.ts';
import { profileRoutes } from './modules/profile/profile-routes.ts';
import { partnerGroupsRoutes } from './modules/partner-groups/partner-groups-routes.ts';
import { superAdminGroupsRoutes } from './modules/super-admin-groups/super-admin-groups-routes.ts';
import { reportsRoutes } from './modules/reports/reports-routes.ts';
import { superAdminReportsRoutes } from './modules/super-admin-reports/super-admin-reports-routes.ts';
import { consoleDepartmentRoutes } from './modules/super-admin-companies/console-department-routes.ts';
import { consoleDocumentRoutes } from './modules/super-admin-companies/console-document-routes.ts';
import { consoleFormRoutes } from './modules/super-admin-companies/console-form-routes.ts';
import { consoleSampleRoutes } from './modules/super-admin-companies/console-sample-routes.ts';
import { superAdminCompanyRoutes } from './modules/super-admin-companies/super-admin-companies-routes.ts';
import { resourceRoutes } from './modules/resources/resource-routes.ts';
import { superAdminUserRoutes } from './modules/super-admin-users/super-admin-user-routes.ts';
import { ssoRoutes } from './modules/sso/sso-routes.ts';
import { demoIdpRoutes } from './modules/demo-idp/demo-idp-routes.ts';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /**
   * Start the job queue: sending always, working it (email, scheduled jobs) unless ROLE=web. Tests that do not send
   * email leave it off: mail stays in the outbox.
   */
  startJobs?: boolean;
  /** false: no logging; a logger (lib/logger.ts: the server's, or one writing where a test reads); default: stdout. */
  logger?: false | FastifyBaseLogger;
  /** The built web app to serve; default apps/web/dist. Tests point it at a folder they write. */
  webDistDir?: string;
  /** The file store the start-up has already made (for the demo seed); default: the one the configuration names. */
  files?: FileStore;
};

export type BuiltApp = { app: FastifyInstance; deps: AppDeps; routes: RegisteredRoute[] };

const pendingEmails: EmailDispatcher = { dispatch: () => Promise.resolve() };

/** Assembles the app: external plugins, then app plugins (context, errors), then routes, then the SPA. */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { config, database } = options;
  const app = Fastify({
    ...(options.logger === false ? {} : { loggerInstance: options.logger ?? createLogger(config.logLevel) }),
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const metrics = createMetrics({ pool: database.pool, outboxBacklog: () => findOutboxBacklog(database.db) });
  const servesHttp = config.role !== 'worker';
  const worksJobs = config.role !== 'web';
  const boss = options.startJobs === false ? null : await startJobQueue(database, app.log, { works: worksJobs });
  if (boss) {
    await createEmailQueues(boss, config);
    await createAuthQueues(boss);
    await createWebhookQueues(boss);
  }
  const files = options.files ?? (await createFileStore(config));
  app.addHook('onClose', (_instance, done) => {
    files.close();
    done();
  });
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    emails: boss ? emailDispatcher(boss) : pendingEmails,
    jobs: boss ? jobSender(boss) : droppedJobs,
    files,
    uploadsInFlight: { count: 0 },
    metrics,
    lifecycle: { draining: false },
  };
  // ROLE worker and all work every queue and keep every schedule: a new job's worker starts here too.
  const transport = boss && worksJobs ? createMailTransport(config) : null;
  if (boss && transport) {
    await startEmailWorker({ boss, db: database.db, transport, config, log: app.log, metrics });
    await startMaintenanceJobs({ boss, db: database.db, config, log: app.log });
    await startAuthJobs(boss, deps);
    await startWebhookWorker(boss, deps);
  }
  if (boss)
    // Fastify runs onClose hooks once its server has closed, the requests in flight answered (server.ts bounds the
    // whole shutdown). The running jobs finish first, then the mail transport closes; a job still running at the
    // timeout is failed, to be retried by another worker.
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, timeout: config.shutdownTimeoutSeconds * 1000 });
      transport?.close();
    });

  registerRequestIdHeader(app);
  registerRequestMetrics(app, metrics);
  registerSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  registerAnswerCompression(app);
  // Uploads are read only through lib/upload-file.ts, which gives each form its own limits.
  await app.register(fastifyMultipart);

  const routes: RegisteredRoute[] = [];
  registerRequestContext(
    app,
    deps,
    {
      findSessionUser,
      findUserWithCompanyById,
      sessionRefusal,
      mayImpersonate,
      predatesPasswordChange,
      findApiKeyOfSecret,
    },
    routes,
  );
  registerErrorHandler(app);
  if (servesHttp) await registerApiDocs(app, config);

  healthRoutes(app, deps);
  metricsRoutes(app, deps);
  // ROLE=worker: its port answers the health checks and the metrics scrape, and nothing else.
  if (servesHttp) await productRoutes(app, deps, options.webDistDir);

  return { app, deps, routes };
}

/** The product's routes and its web app, served by ROLE web and all. */
async function productRoutes(app: FastifyInstance, deps: AppDeps, webDistDir: string | undefined): Promise<void> {
  configRoutes(app, deps);
  authRoutes(app, deps);
  landingRoutes(app, deps);
  resourceRoutes(app, deps);
  superAdminUserRoutes(app, deps);
  caseRoutes(app, deps);
  escalationRoutes(app, deps);
  caseSubmissionRoutes(app, deps);
  caseFeedRoutes(app, deps);
  directoryRoutes(app, deps);
  managerRequestRoutes(app, deps);
  companiesRoutes(app, deps);
  companyDocumentsRoutes(app, deps);
  memberFormRoutes(app, deps);
  partnerGroupsRoutes(app, deps);
  reportsRoutes(app, deps);
  superAdminReportsRoutes(app, deps);
  superAdminCompanyRoutes(app, deps);
  superAdminGroupsRoutes(app, deps);
  consoleDepartmentRoutes(app, deps);
  consoleSampleRoutes(app, deps);
  consoleDocumentRoutes(app, deps);
  consoleFormRoutes(app, deps);
  usersRoutes(app, deps);
  invitationsRoutes(app, deps);
  newsRoutes(app, deps);
  registrationRoutes(app, deps);
  onboardingRoutes(app, deps);
  onboardingReviewRoutes(app, deps);
  profileRoutes(app, deps);
  apiKeyRoutes(app, deps);
  caseApiRoutes(app, deps);
  webhookRoutes(app, deps);
  msteamsRoutes(app, deps);
  caseApiFileRoutes(app, deps);
  await ssoRoutes(app, deps);
  if (!deps.config.isProduction) {
    devMailboxRoutes(app, deps);
    await demoIdpRoutes(app, deps);
  }
  await registerWebApp(app, webDistDir);
}
