import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailTokens } from '../src/db/schema/identity.ts';
import { users } from '../src/db/schema/users.ts';
import { issueEmailToken } from '../src/modules/auth/email-tokens.ts';
import { builders } from './builders.ts';
import { createTestApp, signInAs, type TestApp } from './test-app.ts';
import { TEST_DEMO_PASSWORD } from './test-env.ts';

// H-027, X-041: a reset link that no longer holds changes nothing and says why.

let t: TestApp;
let make: ReturnType<typeof builders>;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
});
afterAll(async () => {
  await t.close();
});

const INVALID_LINK = 'This password reset link is invalid or has expired. Please request a new one.';
const NEW_PASSWORD = 'Fresh-start-42#';

const reset = (email: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset_password',
    payload: { email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token },
  });

const passwordHashOf = async (userId: number) =>
  (await t.deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]?.hash;

describe('reset password links that no longer hold', () => {
  it('[H-027] [X-041] an expired link answers 400 with the message and leaves the password as it was', async () => {
    const user = await make.user(await make.company());
    const token = await issueEmailToken(t.deps.db, { purpose: 'reset_password', userId: user.id, ttlSeconds: 3600 });
    await t.deps.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user.id));
    const before = await passwordHashOf(user.id);

    const refused = await reset(user.email, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: INVALID_LINK });
    expect(await passwordHashOf(user.id)).toBe(before);
    await signInAs(t, user.email, TEST_DEMO_PASSWORD);
  });

  it('[H-027] [X-041] a used link answers 400 the second time and the second password is not set', async () => {
    const user = await make.user(await make.company());
    const token = await issueEmailToken(t.deps.db, { purpose: 'reset_password', userId: user.id, ttlSeconds: 3600 });
    expect((await reset(user.email, token)).statusCode).toBe(200);
    const after = await passwordHashOf(user.id);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      payload: { email: user.email, password: 'Other-pass-77!', password_confirmation: 'Other-pass-77!', token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: INVALID_LINK });
    expect(await passwordHashOf(user.id)).toBe(after);
    await signInAs(t, user.email, NEW_PASSWORD);
  });

  it('[X-041] a sign-in link is no reset link: 400, nothing changes, and the sign-in link still works', async () => {
    const user = await make.user(await make.company());
    const signInLink = await issueEmailToken(t.deps.db, { purpose: 'auto_login', userId: user.id, ttlSeconds: 600 });
    const before = await passwordHashOf(user.id);
    expect((await reset(user.email, signInLink)).statusCode).toBe(400);
    expect(await passwordHashOf(user.id)).toBe(before);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/caller/auto_login',
      payload: { token: signInLink },
    });
    expect(signedIn.statusCode).toBe(200);
  });
});
