import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** What production requires besides SECRET: mail leaves by SMTP, the database is PostgreSQL. */
const productionServices = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example.com:587',
  DATABASE_URL: 'postgres://casebridge@db.example.com:5432/casebridge',
};

describe('configuration', () => {
  it('applies the defaults and generates a secret into DATA_DIR that survives a restart', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cb-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.appDomain).toBe('localhost');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoPassword).toBe('CaseBridge-demo-1!');
    expect(config.secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'secret'), 'utf8')).toBe(config.secret);
    expect(loadConfig({ DATA_DIR: dataDir }).secret).toBe(config.secret);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens on this machine only, unless in production or told otherwise by HOST', () => {
    const secret = { SECRET: 'x'.repeat(40) };
    expect(loadConfig(secret).host).toBe('127.0.0.1');
    expect(loadConfig({ ...secret, NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...secret, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...secret, ...productionServices }).host).toBe('0.0.0.0');
  });

  it('[issue 21] the API document is public outside production, for signed-in users in production unless API_DOCS says', () => {
    const secret = { SECRET: 'x'.repeat(40) };
    const production = { ...secret, ...productionServices };
    expect(loadConfig(secret).apiDocs).toBe('public');
    expect(loadConfig(production).apiDocs).toBe('users');
    expect(loadConfig({ ...production, API_DOCS: 'public' }).apiDocs).toBe('public');
    expect(loadConfig({ ...secret, API_DOCS: 'users' }).apiDocs).toBe('users');
    expect(() => loadConfig({ ...secret, API_DOCS: 'everyone' })).toThrow(/API_DOCS/);
  });

  it('[issue 22] METRICS_TOKEN: unset, no metrics route; set, a token of at least 32 characters', () => {
    const secret = { SECRET: 'x'.repeat(40) };
    expect(loadConfig(secret).metricsToken).toBeNull();
    expect(loadConfig({ ...secret, METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(() => loadConfig({ ...secret, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('[issue 22] ROLE is all by default, web or worker only on PostgreSQL; SHUTDOWN_TIMEOUT_SECONDS is 25 by default', () => {
    const secret = { SECRET: 'x'.repeat(40) };
    const postgres = { ...secret, DATABASE_URL: productionServices.DATABASE_URL };
    expect(loadConfig(secret)).toMatchObject({ role: 'all', shutdownTimeoutSeconds: 25 });
    expect(loadConfig({ ...postgres, ROLE: 'web' }).role).toBe('web');
    expect(loadConfig({ ...postgres, ROLE: 'worker', SHUTDOWN_TIMEOUT_SECONDS: '60' })).toMatchObject({
      role: 'worker',
      shutdownTimeoutSeconds: 60,
    });
    expect(() => loadConfig({ ...secret, ROLE: 'worker' })).toThrow(/ROLE: ROLE=worker needs DATABASE_URL/);
    expect(() => loadConfig({ ...postgres, ROLE: 'api' })).toThrow(/ROLE/);
    expect(() => loadConfig({ ...secret, SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });

  it('refuses a bad value at start, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', SECRET: 'x'.repeat(40) })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', SECRET: 'x'.repeat(40) })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url', SECRET: 'x'.repeat(40) })).toThrow(/DATABASE_URL/);
  });

  it('refuses production without SMTP_URL, since production has no dev mailbox', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = productionServices;
    expect(() => loadConfig({ ...withoutSmtp, SECRET: 'x'.repeat(40) })).toThrow(/SMTP_URL/);
    const production = loadConfig({ ...productionServices, SECRET: 'x'.repeat(40) });
    expect(production.isProduction).toBe(true);
  });

  it('[issue 22] MIGRATE_ON_START and ALLOW_NEWER_SCHEMA are true or false (unset or empty: false); another word is named', () => {
    const base = { ...productionServices, SECRET: 'x'.repeat(40) };
    expect(loadConfig(base)).toMatchObject({ migrateOnStart: false, allowNewerSchema: false });
    expect(loadConfig({ ...base, MIGRATE_ON_START: 'true', ALLOW_NEWER_SCHEMA: '' })).toMatchObject({
      migrateOnStart: true,
      allowNewerSchema: false,
    });
    expect(loadConfig({ ...base, ALLOW_NEWER_SCHEMA: 'true' }).allowNewerSchema).toBe(true);
    expect(() => loadConfig({ ...base, MIGRATE_ON_START: 'yes' })).toThrow(
      /MIGRATE_ON_START: Invalid option: expected one of "true"\|"false"/,
    );
  });

  it('[issue 22] refuses production without SECRET or DATABASE_URL, naming the variable; development keeps its defaults', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cb-config-'));
    const { DATABASE_URL: _url, ...withoutDatabase } = productionServices;
    expect(() => loadConfig({ ...productionServices, DATA_DIR: dataDir })).toThrow(
      /SECRET: SECRET is required when NODE_ENV=production/,
    );
    expect(() => loadConfig({ ...productionServices, DATA_DIR: dataDir, SECRET: '  ' })).toThrow(/SECRET/);
    expect(existsSync(join(dataDir, 'secret'))).toBe(false);
    expect(() => loadConfig({ ...withoutDatabase, SECRET: 'x'.repeat(40) })).toThrow(
      /DATABASE_URL: DATABASE_URL is required when NODE_ENV=production/,
    );
    const development = loadConfig({ DATA_DIR: dataDir });
    expect(development.databaseUrl).toBeUndefined();
    expect(development.secret.length).toBeGreaterThanOrEqual(32);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('[C-010] CASE_EXCHANGE_URL is unset by default, and only an http or https address', () => {
    const secret = { SECRET: 'x'.repeat(40) };
    expect(loadConfig(secret).caseExchangeUrl).toBeNull();
    expect(loadConfig({ ...secret, CASE_EXCHANGE_URL: ' ' }).caseExchangeUrl).toBeNull();
    expect(loadConfig({ ...secret, CASE_EXCHANGE_URL: 'https://exchange.example/cases' }).caseExchangeUrl).toBe(
      'https://exchange.example/cases',
    );
    for (const url of ['javascript:alert(1)', 'ftp://exchange.example', '/cases', 'exchange.example'])
      expect(() => loadConfig({ ...secret, CASE_EXCHANGE_URL: url }), url).toThrow(/CASE_EXCHANGE_URL/);
  });

  it('[D-016] NEWS_FEED_URL is unset by default, keeps its own query, and is only an http or https address', () => {
    const secret = { SECRET: 'x'.repeat(40) };
    expect(loadConfig(secret).newsFeedUrl).toBeNull();
    const feed = 'https://blog.example/wp-json/wp/v2/posts?categories=4';
    expect(loadConfig({ ...secret, NEWS_FEED_URL: feed }).newsFeedUrl).toBe(feed);
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'blog.example/feed'])
      expect(() => loadConfig({ ...secret, NEWS_FEED_URL: url }), url).toThrow(/NEWS_FEED_URL/);
  });

  it('[D-011] LOGO_SERVICE_URL is unset by default, an http or https address with {domain} in its path or query', () => {
    const secret = { SECRET: 'x'.repeat(40) };
    expect(loadConfig(secret).logoServiceUrl).toBeNull();
    const service = 'https://logos.example/v1/{domain}?size=128';
    expect(loadConfig({ ...secret, LOGO_SERVICE_URL: service }).logoServiceUrl).toBe(service);
    for (const url of [
      'https://logos.example/v1/',
      'javascript:{domain}',
      'https://{domain}.logos.example/',
      '{domain}',
    ])
      expect(() => loadConfig({ ...secret, LOGO_SERVICE_URL: url }), url).toThrow(/LOGO_SERVICE_URL/);
  });

  it('[X-042] UPLOAD_LIMIT_MB is 20 by default, a whole number of MB from 1 to 1024', () => {
    const secret = { SECRET: 'x'.repeat(40) };
    expect(loadConfig(secret).uploadLimitBytes).toBe(20 * 1024 * 1024);
    expect(loadConfig({ ...secret, UPLOAD_LIMIT_MB: '5' }).uploadLimitBytes).toBe(5 * 1024 * 1024);
    for (const value of ['0', '1.5', 'ten', '2048'])
      expect(() => loadConfig({ ...secret, UPLOAD_LIMIT_MB: value }), value).toThrow(/UPLOAD_LIMIT_MB/);
  });

  it('the caps on uploads in flight are 2 per user and 16 per instance by default, whole numbers from 1', () => {
    const secret = { SECRET: 'x'.repeat(40) };
    expect(loadConfig(secret)).toMatchObject({ uploadsPerUser: 2, uploadsPerInstance: 16 });
    expect(loadConfig({ ...secret, UPLOADS_PER_USER: '5', UPLOADS_PER_INSTANCE: '40' })).toMatchObject({
      uploadsPerUser: 5,
      uploadsPerInstance: 40,
    });
    for (const name of ['UPLOADS_PER_USER', 'UPLOADS_PER_INSTANCE'])
      for (const value of ['0', '1.5', 'many'])
        expect(() => loadConfig({ ...secret, [name]: value }), `${name}=${value}`).toThrow(new RegExp(name));
  });

  it('[issue 22] S3_URL: unset, files on the local disk; set, the bucket it names, or a stop naming the variable', () => {
    const secret = { SECRET: 'x'.repeat(40) };
    expect(loadConfig(secret).s3).toBeNull();
    expect(loadConfig({ ...secret, S3_URL: 's3://casebridge-files', AWS_REGION: 'eu-west-1' }).s3).toMatchObject({
      bucket: 'casebridge-files',
      region: 'eu-west-1',
    });
    expect(() => loadConfig({ ...secret, S3_URL: 'https://minio.internal:9000/' })).toThrow(
      /S3_URL: not a bucket name: ""/,
    );
  });
});
