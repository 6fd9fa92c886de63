import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HELP_HINT_FLAG_MESSAGE,
  HELP_HINT_NOT_FOUND_MESSAGE,
  type HelpHint,
} from '@casebridge/contract/case-submission';
import { builders, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let make: ReturnType<typeof builders>;
let caller: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  caller = await make.user(await make.company());
});
afterAll(async () => {
  await t.close();
});

const getHint = (flag: string, token: string | null = caller.token) =>
  t.app.inject({ method: 'GET', url: `/api/help_hints/${flag}`, headers: token ? bearer(token) : {} });

describe('help hints', () => {
  it('[C-012] a member reads a hint by its flag: its title and its content', async () => {
    const hint = await make.helpHint({
      flag: 'case_priority',
      title: 'Choosing a priority',
      content: '<p>Use <strong>High - P1</strong> when production is down.</p>',
    });
    const response = await getHint('case_priority');
    expect(response.statusCode).toBe(200);
    expect(response.json<HelpHint>()).toEqual({ title: hint.title, content: hint.content });
  });

  it('[C-012] a script, an event handler or a javascript: link in a hint never reaches the answer', async () => {
    const hint = await make.helpHint({
      content:
        '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a> and <a href="https://kb.example/p1">the KB</a>' +
        '</p><script>alert(document.cookie)</script><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    });
    const { content } = (await getHint(hint.flag)).json<HelpHint>();
    expect(content).not.toMatch(/script|onclick|onerror|javascript:|<img|<iframe|alert/i);
    expect(content).toContain('<a href="https://kb.example/p1" target="_blank" rel="noopener noreferrer nofollow">');
    expect(content).toContain('Read <a');
  });

  it('[C-012] an unknown flag is a 404 that says no help is written for it', async () => {
    const response = await getHint('no_such_topic');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: HELP_HINT_NOT_FOUND_MESSAGE });
  });

  it.each([['Case_Priority'], ['a%20b'], ['..%2Fetc'], ['_x'], ['x'.repeat(65)]])(
    '[C-012] a flag that is not lowercase words joined by . _ or -, at most 64 long, is a 422 on flag: %s',
    async (flag) => {
      const response = await getHint(flag);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: { flag: [HELP_HINT_FLAG_MESSAGE] } });
    },
  );

  it('[C-012] hints are for signed-in members', async () => {
    const hint = await make.helpHint();
    expect((await getHint(hint.flag, null)).statusCode).toBe(401);
  });
});
