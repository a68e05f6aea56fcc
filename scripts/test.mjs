// `npm test`: unit, API and browser tests. `npm test -- e2e` runs only the browser journeys.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';
import { ensureWebBuilt } from './web-build.mjs';

const only = process.argv[2];
const root = new URL('..', import.meta.url).pathname;

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const vitest = (args) => run('npx', ['vitest', 'run', ...args]);

if (only !== 'e2e') {
  run('npm', ['run', '--silent', 'typecheck']);
  run('npx', ['biome', 'check', '.']); // also the import boundaries: biome.json, docs/conventions.md
  vitest([]);
}

ensureChromium();
ensureWebBuilt();
vitest(['--config', 'e2e/vitest.config.ts']);
