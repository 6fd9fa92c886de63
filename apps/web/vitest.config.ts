import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // The files share one module graph per worker (React, Mantine and the app are evaluated once, not once per
    // file): 157 CPU seconds for the project instead of 360 (ADR 9). Nothing a file changes may outlive it: mocks
    // and stubbed globals are restored after each test, and Testing Library unmounts what a test rendered.
    isolate: false,
    // A bound for a hung test, not a speed goal: whole-app renders beside CI's other test steps on two cores have
    // passed 5 s (the default), like the API's tests.
    testTimeout: 30_000,
  },
});
