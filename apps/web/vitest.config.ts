import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The web's unit tests. `*.test.ts` run in node; `*.test.tsx` (components) declare
// `// @vitest-environment jsdom` in their first line, which vitest reads per file.
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    // Page tests render whole pages in jsdom; under a loaded 2-core CI run 5 s is too tight.
    testTimeout: 20_000,
  },
});
