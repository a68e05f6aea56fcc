// `npm test`: unit, API and browser tests. `npm test -- e2e` runs only the browser journeys.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';
import { ensureWebBuilt } from './web-build.mjs';

const only = process.argv[2];
const root = new URL('..', import.meta.url).pathname;

function vitest(args) {
  const result = spawnSync('npx', ['vitest', 'run', ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (only !== 'e2e') vitest([]);

ensureChromium();
ensureWebBuilt();
vitest(['--config', 'e2e/vitest.config.ts']);
