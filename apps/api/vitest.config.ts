import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // The files share one module graph per worker (the app's modules are evaluated once, not once per file): half
    // the CPU time (ADR 9). Every file builds its own app on its own database, so nothing it makes outlives it.
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
    // A guard against a hang, not a speed budget (those live in the bench). CI runs its suites side by side on two
    // cores: on 2026-11-28's machine (2 x AMD EPYC, CI 30 min) tests of a few hundred requests or a migration run
    // on PGlite took 28-38 s there, against 2-8 s alone.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
