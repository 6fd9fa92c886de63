// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatures = (() => {
  try {
    return readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: patterns.map((pattern) => (typeof pattern === 'string' ? { group: [pattern] } : pattern)) },
  ],
});

// API layers (ADR 8), lowest first: contract; lib, db, jobs, plugins, config.ts and app-deps.ts; modules; the demo
// seed, app.ts and server.ts, above the modules. A layer imports only from below it.
const apiAppPatterns = ['@casebridge/web*', '**/apps/web/**'];
const noModule = {
  group: ['**/modules/**'],
  message: 'Below the modules: take what a module provides as a parameter.',
};
// A module's repository (its queries) and routes are its own; other modules call its service functions.
const noOtherModulesInternals = {
  regex: String.raw`^(\.\./)+[^./][^/]*/[^/]*-(repository|routes)(\.ts)?$`,
  message: "Another module's repository and routes are its own: call its service functions.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  // Import direction: the contract imports no app; apps never import each other.
  { files: ['packages/contract/**'], rules: restrict(['@casebridge/api*', '@casebridge/web*', '**/apps/**']) },
  { files: ['apps/api/**'], rules: restrict(apiAppPatterns) },
  {
    files: [
      'apps/api/src/lib/**',
      'apps/api/src/db/**',
      'apps/api/src/jobs/**',
      'apps/api/src/plugins/**',
      'apps/api/src/config.ts',
      'apps/api/src/app-deps.ts',
    ],
    rules: restrict([...apiAppPatterns, noModule]),
  },
  { files: ['apps/api/src/modules/**'], rules: restrict([...apiAppPatterns, noOtherModulesInternals]) },
  // The demo seed writes through the modules' writers, as a user's request does, never through their queries.
  {
    files: ['apps/api/src/seed/**'],
    rules: restrict([
      ...apiAppPatterns,
      { regex: String.raw`/modules/[^/]+/[^/]*-(repository|routes)(\.ts)?$`, message: noOtherModulesInternals.message },
    ]),
  },
  { files: ['apps/web/**'], rules: restrict(['@casebridge/api*', '**/apps/api/**']) },
  // Issue 23: each call is declared once, in the contract; the web names the endpoint (api.call, pathOf), never its path.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: String.raw`Literal[value=/^\/api(\/|$)/], TemplateElement[value.raw=/^\/api(\/|$)/]`,
          message: "Call the contract's endpoint (api.call, api.downloadFile, pathOf) instead of writing its path.",
        },
      ],
    },
  },
  // Web: shared code (components, lib, config) never imports a feature; features never import each other.
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**', 'apps/web/src/config/**'],
    rules: restrict(['**/features/**', '@casebridge/api*']),
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: restrict([
      '@casebridge/api*',
      ...webFeatures
        .filter((other) => other !== feature)
        .flatMap((other) => [
          `**/features/${other}`,
          `**/features/${other}/**`,
          `../${other}/**`,
          `../../${other}/**`,
          `../../../${other}/**`,
        ]),
    ]),
  })),
);
