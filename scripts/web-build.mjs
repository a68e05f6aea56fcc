// Builds the web app (apps/web/dist) and its public-page renderer (apps/web/dist-ssr, decision 010)
// when either is missing or older than any web source file.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');
const builtRenderer = join(web, 'dist-ssr/render-public.js');
const sources = ['src', 'public', 'build', 'index.html', 'public.html', 'vite.config.ts', 'package.json'].map(
  (p) => join(web, p),
);
const sharedSources = ['packages/domain/src', 'packages/contracts/src'].map((p) => join(root, p));

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function webIsBuilt() {
  if (!existsSync(builtIndex) || !existsSync(builtRenderer)) return false;
  const built = Math.min(statSync(builtIndex).mtimeMs, statSync(builtRenderer).mtimeMs);
  return [...sources, ...sharedSources].every((p) => newestMtime(p) <= built);
}

export function ensureWebBuilt({ force = false } = {}) {
  if (!force && webIsBuilt()) return false;
  console.log('Building the web app (apps/web/dist)…');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
  execFileSync('npx', ['vite', 'build', '--ssr', 'src/ssr/render-public.tsx', '--logLevel', 'warn'], {
    cwd: web,
    stdio: 'inherit',
  });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`)
  ensureWebBuilt({ force: process.argv.includes('--force') });
