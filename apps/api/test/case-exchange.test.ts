import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_EXCHANGE_UNAVAILABLE_MESSAGE, type CaseExchangeAnswer } from '@casebridge/contract/case-submission';
import type { PublicConfig } from '@casebridge/contract/config';
import { builders, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

const EXCHANGE_URL = 'https://exchange.example/cases?network=casebridge';

/** An app with or without a case exchange, and a member of a company in it. */
async function appWith(env: Record<string, string>): Promise<{ app: TestApp; member: BuiltUser }> {
  const app = await createTestApp({ env });
  const make = builders(app);
  return { app, member: await make.user(await make.company()) };
}

const caseExchange = (app: TestApp, token: string | null) =>
  app.app.inject({
    method: 'GET',
    url: '/api/caller/case_exchange/cases',
    headers: token ? bearer(token) : {},
  });
const publicConfig = async (app: TestApp) =>
  (await app.app.inject({ method: 'GET', url: '/api/config' })).json<PublicConfig>();

let without: { app: TestApp; member: BuiltUser };
let withExchange: { app: TestApp; member: BuiltUser };

beforeAll(async () => {
  without = await appWith({});
  withExchange = await appWith({ CASE_EXCHANGE_URL: EXCHANGE_URL });
});
afterAll(async () => {
  await without.app.close();
  await withExchange.app.close();
});

describe('case exchange', () => {
  it('[C-010] with CASE_EXCHANGE_URL a member is given its url, and the app config offers the button', async () => {
    const response = await caseExchange(withExchange.app, withExchange.member.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<CaseExchangeAnswer>()).toEqual({ success: true, url: EXCHANGE_URL, message: null });
    expect((await publicConfig(withExchange.app)).case_exchange).toBe(true);
  });

  it('[C-010] without it the answer is success false with the message the warning shows, and no button is offered', async () => {
    const response = await caseExchange(without.app, without.member.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<CaseExchangeAnswer>()).toEqual({
      success: false,
      url: null,
      message: CASE_EXCHANGE_UNAVAILABLE_MESSAGE,
    });
    expect((await publicConfig(without.app)).case_exchange).toBe(false);
  });

  it('[C-010] the url is for signed-in members only; the public config never carries it', async () => {
    expect((await caseExchange(withExchange.app, null)).statusCode).toBe(401);
    expect(JSON.stringify(await publicConfig(withExchange.app))).not.toContain('exchange.example');
  });
});
