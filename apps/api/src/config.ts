import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_UPLOAD_LIMIT_MB } from '@casebridge/contract/case-feed';
import { emailField } from '@casebridge/contract/fields';
import { parseS3Url, type S3Location } from './lib/s3-url.ts';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** An on/off variable: `true` or `false` (unset or empty: false), so that a typo such as `yes` is named, not ignored. */
const flag = optionalText.pipe(z.enum(['true', 'false']).optional()).transform((value) => value === 'true');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Unset: every interface in production, this machine only otherwise (the demo accounts are seeded there). */
    HOST: optionalText,
    DATA_DIR: z.string().default('./data'),
    /** Uploaded files in an S3-compatible bucket (lib/s3-url.ts); unset: on this machine's disk under DATA_DIR/files. */
    S3_URL: optionalText,
    /** The AWS SDK's own variable: S3_URL's region when the address names none. */
    AWS_REGION: optionalText,
    DATABASE_URL: optionalText.pipe(z.url().optional()),
    /** Seconds the start waits for a database that does not answer yet (trying once a second); 0: no wait. */
    DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /** Production: the start applies pending migrations itself (under the migrations' lock) instead of refusing. */
    MIGRATE_ON_START: flag,
    /** Production: the start accepts a schema newer than the code (the previous release in a rolling upgrade). */
    ALLOW_NEWER_SCHEMA: flag,
    APP_DOMAIN: z.string().trim().toLowerCase().default('localhost'),
    /** The public origin used in emailed links; defaults to http://{APP_DOMAIN}:{PORT}. */
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    SMTP_URL: optionalText.pipe(z.url().optional()),
    MAIL_FROM: z.string().default('CaseBridge <no-reply@casebridge.test>'),
    /** The network's membership team: change requests reach it. */
    MEMBERSHIP_EMAIL: z.email().default('membership@casebridge.test'),
    /** A deploy's first super admin: made at start while the network has none, its set-password link logged once. */
    CASEBRIDGE_BOOTSTRAP_ADMIN_EMAIL: optionalText.pipe(emailField.optional()),
    DEMO_PASSWORD: z.string().min(8).default('CaseBridge-demo-1!'),
    SECRET: optionalText.pipe(z.string().min(32, 'SECRET must be at least 32 characters.').optional()),
    EVENTS_URL: optionalText.pipe(z.url().optional()),
    TRAINING_URL: optionalText.pipe(z.url().optional()),
    /** C-010, ADR 14: the network's case exchange, opened from static processes; only an http(s) address. */
    CASE_EXCHANGE_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'CASE_EXCHANGE_URL must be an http or https address.' }).optional(),
    ),
    /** D-016, ADR 15: a WordPress-style JSON feed (e.g. https://blog.example/wp-json/wp/v2/posts); unset: no news. */
    NEWS_FEED_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'NEWS_FEED_URL must be an http or https address.' }).optional(),
    ),
    /**
     * D-011: the external logo image service, an http(s) address with {domain} where the partner's domain goes (in
     * its path or query); unset: no request leaves for it and partner logos come from our own resource.
     */
    LOGO_SERVICE_URL: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, error: 'LOGO_SERVICE_URL must be an http or https address.' })
        .refine(
          (url) => url.includes('{domain}') && URL.canParse(url) && !new URL(url).host.includes('{'),
          'LOGO_SERVICE_URL must contain {domain} in its path or query.',
        )
        .optional(),
    ),
    /** the largest file an upload takes, in MB (case attachments, and every later upload). */
    UPLOAD_LIMIT_MB: z.coerce.number().int().min(1).max(1024).default(DEFAULT_UPLOAD_LIMIT_MB),
    /** Uploads whose bodies are read at once: of one user across every instance, and on one instance in all. */
    UPLOADS_PER_USER: z.coerce.number().int().min(1).max(1000).default(2),
    UPLOADS_PER_INSTANCE: z.coerce.number().int().min(1).max(10_000).default(16),
    /**
     * The bearer token Prometheus sends to GET /metrics on the main port; unset: no metrics route (404). Each instance
     * is scraped directly, not through the load balancer.
     */
    METRICS_TOKEN: optionalText.pipe(z.string().min(32, 'METRICS_TOKEN must be at least 32 characters.').optional()),
    /**
     * What this process does: web serves HTTP and only sends jobs; worker works the job queue (emails, scheduled jobs)
     * and serves only health and metrics; all does both.
     */
    ROLE: z.enum(['web', 'worker', 'all']).default('all'),
    /** Seconds a SIGTERM/SIGINT waits for the requests and jobs in flight before the process ends anyway. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Seconds; X-041 defaults. */
    ACCESS_TOKEN_TTL: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    REFRESH_TOKEN_TTL: z.coerce
      .number()
      .int()
      .positive()
      .default(30 * 24 * 3600),
    RESET_PASSWORD_TOKEN_TTL: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 60),
    INVITE_TOKEN_TTL: z.coerce
      .number()
      .int()
      .positive()
      .default(3 * 24 * 3600),
    AUTO_LOGIN_TOKEN_TTL: z.coerce
      .number()
      .int()
      .positive()
      .default(30 * 60),
    VERIFY_ACCOUNT_TOKEN_TTL: z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24 * 3600),
    APPROVAL_TOKEN_TTL: z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24 * 3600),
    /** Seconds after a rotation in which the old refresh credential still answers (parallel tabs), not reuse. */
    REFRESH_REUSE_GRACE: z.coerce.number().int().min(0).default(10),
    /**
     * Which proxies may set X-Forwarded-For/-Host (Fastify trustProxy): unset trusts none, `true` trusts every hop,
     * else a comma-separated list of proxy addresses/CIDRs. Rate limits key on the client address this yields.
     */
    TRUST_PROXY: optionalText,
    /** Sign-in calls per minute per account (a refresh credential, an emailed link) from one client address. */
    AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    /**
     * Sign-in calls per minute from one client address over all accounts: high, since a whole office may share one
     * NAT address; the per-account limit is what stops a guesser.
     */
    AUTH_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(300),
    /**
     * Who may read the API document and its page (/api/docs): public, or users (a valid access token). Unset: public
     * outside production, users in production.
     */
    API_DOCS: z.enum(['public', 'users']).optional(),
    /**
     * O-017, ADR 24: the card payment provider. test: the built-in test provider (documented test cards, no money
     * moves); none: no card payments. Unset: test outside production, none in production.
     */
    PAYMENT_PROVIDER: z.enum(['test', 'none']).optional(),
    /** Issue 27: /api/v1 requests per minute per API key, counted in PostgreSQL across every instance. */
    API_KEY_RATE_LIMIT: z.coerce.number().int().positive().default(600),
    /** Public onboarding requests (email check and each step's save) per minute per client. */
    ONBOARDING_RATE_LIMIT: z.coerce.number().int().positive().default(30),
    /** Seconds an emailed onboarding restore link stays valid (single use). */
    ONBOARDING_RESTORE_TTL: z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24 * 3600),
    /** Seconds before the first retry of a failed send; each later retry waits about twice as long. */
    EMAIL_RETRY_DELAY: z.coerce.number().int().positive().default(5),
    /** Retries after the first attempt; then the message is marked failed and left alone. */
    EMAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(12),
    /** Seconds after which a claim ('sending') whose worker died may be taken over; well above the SMTP timeouts. */
    EMAIL_CLAIM_STALE_SECONDS: z.coerce
      .number()
      .int()
      .min(150, 'must exceed the SMTP timeouts (2 minutes)')
      .default(300),
    /**
     * Issue 27, ADR 56: seconds before a webhook delivery's first retry; each later one waits about twice as long (with
     * jitter). The default, 90 s with 10 retries, spreads the attempts over about a day.
     */
    WEBHOOK_RETRY_DELAY: z.coerce.number().min(0.1).max(3600).default(90),
    /** Retries after a webhook delivery's first attempt; then the message is failed (the admin may replay it). */
    WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(10),
    /**
     * Tests and local development only: webhooks may name a loopback address (127.0.0.0/8, ::1, localhost), over http
     * too. Every other private address stays refused; production refuses the setting.
     */
    WEBHOOK_ALLOW_LOOPBACK: flag,
    /** Issue 27, ADR 56: days the webhook delivery log keeps an attempt (and a settled message) before the purge. */
    WEBHOOK_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** SMTP connections a worker keeps open, each sending one message at a time. */
    SMTP_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),
  })
  .superRefine((env, context) => {
    if (env.S3_URL)
      try {
        parseS3Url(env.S3_URL, env);
      } catch (error) {
        context.addIssue({ code: 'custom', path: ['S3_URL'], message: (error as Error).message });
      }
    // Outside production email lands in the dev mailbox; in production there is none, so mail must leave by SMTP.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL)
      context.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'SMTP_URL is required when NODE_ENV=production: there is no dev mailbox there.',
      });
    // A generated secret differs per instance (a token signed by one is refused by the next), and the embedded
    // database is one process's own: production names both, the same on every instance.
    if (env.NODE_ENV === 'production' && !env.SECRET)
      context.addIssue({
        code: 'custom',
        path: ['SECRET'],
        message:
          'SECRET is required when NODE_ENV=production: set the same value (32 characters or more) on every instance.',
      });
    // The embedded database belongs to one process: a web and a worker process cannot share it.
    if (env.ROLE !== 'all' && !env.DATABASE_URL)
      context.addIssue({
        code: 'custom',
        path: ['ROLE'],
        message: `ROLE=${env.ROLE} needs DATABASE_URL: web and worker processes share one PostgreSQL, and the embedded database is one process's own.`,
      });
    if (env.NODE_ENV === 'production' && env.WEBHOOK_ALLOW_LOOPBACK)
      context.addIssue({
        code: 'custom',
        path: ['WEBHOOK_ALLOW_LOOPBACK'],
        message: 'WEBHOOK_ALLOW_LOOPBACK is for tests and development: production never sends webhooks to itself.',
      });
    if (env.NODE_ENV === 'production' && !env.DATABASE_URL)
      context.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'DATABASE_URL is required when NODE_ENV=production: the embedded database is for development only.',
      });
  });

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Where uploaded files are kept when not on the local disk. */
  s3: S3Location | null;
  databaseUrl: string | undefined;
  databaseWaitSeconds: number;
  migrateOnStart: boolean;
  allowNewerSchema: boolean;
  appDomain: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  smtpConnections: number;
  mailFrom: string;
  demoPassword: string;
  secret: string;
  eventsUrl: string | null;
  trainingUrl: string | null;
  caseExchangeUrl: string | null;
  newsFeedUrl: string | null;
  logoServiceUrl: string | null;
  logLevel: string;
  role: 'web' | 'worker' | 'all';
  shutdownTimeoutSeconds: number;
  metricsToken: string | null;
  uploadLimitBytes: number;
  uploadsPerUser: number;
  uploadsPerInstance: number;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  resetPasswordTokenTtl: number;
  inviteTokenTtl: number;
  autoLoginTokenTtl: number;
  verifyAccountTokenTtl: number;
  approvalTokenTtl: number;
  membershipEmail: string;
  bootstrapAdminEmail: string | null;
  refreshReuseGrace: number;
  trustProxy: boolean | string[];
  authRateLimit: number;
  authAddressRateLimit: number;
  onboardingRateLimit: number;
  apiKeyRateLimit: number;
  paymentProvider: 'test' | 'none';
  apiDocs: 'public' | 'users';
  onboardingRestoreTtl: number;
  emailRetryDelay: number;
  emailRetryLimit: number;
  emailClaimStaleSeconds: number;
  webhookRetryDelay: number;
  webhookRetryLimit: number;
  webhookAllowLoopback: boolean;
  webhookLogRetentionDays: number;
};

export class ConfigError extends Error {}

/** Reads and validates the environment once at start; a bad value stops the process with the variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    s3: e.S3_URL ? parseS3Url(e.S3_URL, e) : null,
    databaseUrl: e.DATABASE_URL,
    databaseWaitSeconds: e.DATABASE_WAIT_SECONDS,
    migrateOnStart: e.MIGRATE_ON_START,
    allowNewerSchema: e.ALLOW_NEWER_SCHEMA,
    appDomain: e.APP_DOMAIN,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.APP_DOMAIN}:${String(e.PORT)}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    smtpConnections: e.SMTP_CONNECTIONS,
    mailFrom: e.MAIL_FROM,
    demoPassword: e.DEMO_PASSWORD,
    secret: e.SECRET ?? readOrCreateSecret(dataDir),
    eventsUrl: e.EVENTS_URL ?? null,
    trainingUrl: e.TRAINING_URL ?? null,
    caseExchangeUrl: e.CASE_EXCHANGE_URL ?? null,
    newsFeedUrl: e.NEWS_FEED_URL ?? null,
    logoServiceUrl: e.LOGO_SERVICE_URL ?? null,
    logLevel: e.LOG_LEVEL,
    role: e.ROLE,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    metricsToken: e.METRICS_TOKEN ?? null,
    uploadLimitBytes: e.UPLOAD_LIMIT_MB * 1024 * 1024,
    uploadsPerUser: e.UPLOADS_PER_USER,
    uploadsPerInstance: e.UPLOADS_PER_INSTANCE,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    resetPasswordTokenTtl: e.RESET_PASSWORD_TOKEN_TTL,
    inviteTokenTtl: e.INVITE_TOKEN_TTL,
    autoLoginTokenTtl: e.AUTO_LOGIN_TOKEN_TTL,
    verifyAccountTokenTtl: e.VERIFY_ACCOUNT_TOKEN_TTL,
    approvalTokenTtl: e.APPROVAL_TOKEN_TTL,
    membershipEmail: e.MEMBERSHIP_EMAIL,
    bootstrapAdminEmail: e.CASEBRIDGE_BOOTSTRAP_ADMIN_EMAIL ?? null,
    refreshReuseGrace: e.REFRESH_REUSE_GRACE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authRateLimit: e.AUTH_RATE_LIMIT,
    authAddressRateLimit: e.AUTH_ADDRESS_RATE_LIMIT,
    onboardingRateLimit: e.ONBOARDING_RATE_LIMIT,
    apiKeyRateLimit: e.API_KEY_RATE_LIMIT,
    paymentProvider: e.PAYMENT_PROVIDER ?? (e.NODE_ENV === 'production' ? 'none' : 'test'),
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'users' : 'public'),
    onboardingRestoreTtl: e.ONBOARDING_RESTORE_TTL,
    emailRetryDelay: e.EMAIL_RETRY_DELAY,
    emailRetryLimit: e.EMAIL_RETRY_LIMIT,
    emailClaimStaleSeconds: e.EMAIL_CLAIM_STALE_SECONDS,
    webhookRetryDelay: e.WEBHOOK_RETRY_DELAY,
    webhookRetryLimit: e.WEBHOOK_RETRY_LIMIT,
    webhookAllowLoopback: e.WEBHOOK_ALLOW_LOOPBACK,
    webhookLogRetentionDays: e.WEBHOOK_LOG_RETENTION_DAYS,
  };
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((part) => part.trim());
}

/** Outside production, without SECRET a random one is generated into DATA_DIR: sessions survive a restart. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
