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
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
