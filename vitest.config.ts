import { defineConfig } from 'vitest/config';

// Three tiers: pure rules (unit), the server over HTTP on a real PostgreSQL (api),
// and the web's own unit tests (web). End-to-end journeys run from scripts/test.mjs.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/sandbox/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // The sandbox contract tests make real HTTP round trips; a loaded 2-core CI needs more than 5 s.
          testTimeout: 20_000,
        },
      },
      './apps/server/vitest.config.ts',
      './apps/web/vitest.config.ts',
    ],
  },
});
