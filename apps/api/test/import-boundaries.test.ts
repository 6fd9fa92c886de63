import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// ADR 8: the project's own lint configuration, run on one import placed in a file of each layer.
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('../../..', import.meta.url)),
  // The import rule needs no type information; without it a file that does not exist can be linted.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === '@typescript-eslint/no-restricted-imports',
});

async function isRefused(file: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, {
    filePath: `apps/api/src/${file}`,
  });
  return (result?.messages.length ?? 0) > 0;
}

describe('API import boundaries', () => {
  it('lib, db, jobs, plugins and app-deps import no module', async () => {
    expect(await isRefused('plugins/request-context.ts', '../modules/auth/sign-in-policy.ts')).toBe(true);
    expect(await isRefused('lib/rate-limit.ts', '../modules/audit/audit-log.ts')).toBe(true);
    expect(await isRefused('db/prepare-schema.ts', '../modules/auth/sign-in.ts')).toBe(true);
    expect(await isRefused('jobs/job-queue.ts', '../modules/email/email-worker.ts')).toBe(true);
    expect(await isRefused('app-deps.ts', './modules/email/email-worker.ts')).toBe(true);
    expect(await isRefused('db/prepare-schema.ts', '../lib/password.ts')).toBe(false);
  });

  it("the demo seed calls the modules' writers, not their repositories", async () => {
    expect(await isRefused('seed/seed-demo-network.ts', '../modules/users/user-writer.ts')).toBe(false);
    expect(await isRefused('seed/seed-demo-network.ts', '../modules/users/users-repository.ts')).toBe(true);
    expect(await isRefused('seed/seed-demo-network.ts', '../modules/users/users-routes.ts')).toBe(true);
  });

  it("a module does not import another module's repository or routes, only its services", async () => {
    expect(await isRefused('modules/resources/company-logo.ts', '../landing/landing-repository.ts')).toBe(true);
    expect(await isRefused('modules/landing/get-landing.ts', '../auth/auth-routes.ts')).toBe(true);
    expect(await isRefused('modules/auth/sign-in.ts', '../audit/audit-log.ts')).toBe(false);
    expect(await isRefused('modules/landing/get-landing.ts', './landing-repository.ts')).toBe(false);
  });

  it('the assembly imports any module', async () => {
    expect(await isRefused('app.ts', './modules/auth/auth-repository.ts')).toBe(false);
  });
});
