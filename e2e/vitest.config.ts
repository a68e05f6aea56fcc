import { defineConfig } from 'vitest/config';

// Browser journeys: one Booster server on a fresh embedded database for the whole run,
// Debian's Chromium driven by playwright-core.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // Journeys timed out at 60 s on a busy machine (billing-transfer, admin-content) and passed with more.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A page shows what the server answered after a moment, longer on a busy CI machine than
    // vitest's 1 s default for expect.poll.
    expect: { poll: { timeout: 10_000 } },
  },
});
