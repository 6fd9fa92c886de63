export const TEST_DEMO_PASSWORD = 'CaseBridge-demo-1!';
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hmac-signing-000';
