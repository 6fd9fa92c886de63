import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${String(port)}`;
/** D-011: the logo service stands in a test of its own (logo-service.e2e.ts); elsewhere nothing answers there. */
export const logoServiceOrigin = `http://127.0.0.1:${String(port + 1000)}`;
// npm test resolves the browser once and passes it down as CHROMIUM_PATH; a direct `playwright test` looks it up here.
const chromium = await findChromium();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  // CI sets 1 (ADR 9): a test that passes only on its retry is reported as flaky, and CI's summary names it.
  retries: Number(process.env.PLAYWRIGHT_RETRIES ?? 0),
  // A walk takes 2-10 s on a quiet machine; CI runs it beside three other suites on two cores, on hosts that are
  // sometimes slower still (a 33-minute run timed out a 10-second walk and missed an email at 15 s): the limits
  // are for a hung page, not a budget (speed lives in the benchmark).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium.path,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      APP_DOMAIN: 'localhost',
      PUBLIC_URL: baseURL,
      AUTH_RATE_LIMIT: '1000',
      // Every wizard of the onboarding tests comes from this one address.
      ONBOARDING_RATE_LIMIT: '1000',
      // C-010: a case exchange the browser can open without leaving this machine (ADR 14).
      CASE_EXCHANGE_URL: `${baseURL}/api/health`,
      LOGO_SERVICE_URL: `${logoServiceOrigin}/logos/{domain}.png`,
      // Issue 27: the reference webhook consumer listens on loopback (refused in production), and a consumer that
      // was down gets its retries within seconds (WEBHOOK_RETRY_DELAY), not minutes.
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      WEBHOOK_RETRY_DELAY: '1',
    },
  },
});
