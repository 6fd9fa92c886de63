import { caseHistoryWriter } from '../src/modules/cases/case-status-writer.ts';

export const TEST_DEMO_PASSWORD = 'CaseBridge-demo-1!';
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hmac-signing-000';

/** The seed's case history written with the test secret, so that its cases' emailed links verify in the tests. */
export const demoCaseHistory = caseHistoryWriter({
  secret: TEST_SECRET,
  publicUrl: 'http://localhost',
  autoLoginTokenTtl: 1800,
});
