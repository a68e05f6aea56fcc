import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// API tests: one embedded PostgreSQL for the run, one fresh database per test file.
export default defineConfig({
  test: {
    name: 'api',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/no-console-errors.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
