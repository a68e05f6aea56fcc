// The import boundaries of docs/conventions.md are Biome rules in biome.json. These tests run Biome with the
// repository's own biome.json on a tiny fixture tree that breaks each rule once (and keeps the allowed imports),
// and check that every real source file sits at a folder depth the depth-bound rules cover.
import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
type Override = { includes: string[] };
const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as { overrides: Override[] };

const fixture: Record<string, string> = {
  // web: another feature, app/, and what a feature may import
  'apps/web/src/features/home/pages/home-page.tsx': "import { orders } from '../../orders/api/orders.ts';",
  'apps/web/src/features/home/home-routes.ts': "import { paths } from '../../app/paths.ts';",
  'apps/web/src/features/home/components/deep/card.tsx':
    "import { router } from '../../../../app/router.tsx';",
  'apps/web/src/features/home/components/allowed.tsx': [
    "import { paths } from '../../../lib/paths.ts';",
    "import { EmptyState } from '../../../ui/empty-state.tsx';",
    "import { homeQuery } from '../api/home.ts';",
  ].join('\n'),
  'apps/web/src/features/orders/api/orders.ts': 'export const orders = 1;',
  // web: lib/ and ui/ below every feature
  'apps/web/src/lib/use-orders.ts': "import { orders } from '../features/orders/api/orders.ts';",
  'apps/web/src/ui/page-frame.tsx':
    "import { router } from '../app/router.tsx';\nimport { paths } from '../lib/paths.ts';",
  'apps/web/src/app/paths.ts': 'export const paths = 1;',
  'apps/web/src/app/router.tsx': 'export const router = 1;',
  'apps/web/src/lib/paths.ts': 'export const paths = 1;',
  'apps/web/src/ui/empty-state.tsx': 'export const EmptyState = 1;',
  'apps/web/src/features/home/api/home.ts': 'export const homeQuery = 1;',
  // server: another module's tables.ts, and what a module may import
  'apps/server/src/modules/orders/monitor.ts': "import { shops } from '../shops/tables.ts';",
  'apps/server/src/modules/orders/service.ts': [
    "import { orders } from './tables.ts';",
    "import { shopsQuery } from '../shops/queries.ts';",
  ].join('\n'),
  'apps/server/src/modules/orders/orders.test.ts': "import { shops } from '../shops/tables.ts';",
  'apps/server/src/modules/orders/tables.ts': 'export const orders = 1;',
  'apps/server/src/modules/shops/tables.ts': 'export const shops = 1;',
  'apps/server/src/modules/shops/queries.ts':
    "import { shops } from './tables.ts';\nexport const shopsQuery = shops;",
  // anywhere: a cycle
  'packages/domain/src/first.ts': "import { second } from './second.ts';\nexport const first = () => second;",
  'packages/domain/src/second.ts': "import { first } from './first.ts';\nexport const second = () => first;",
};

const BOUNDARY_RULES = ['lint/style/noRestrictedImports', 'lint/suspicious/noImportCycles'];
type Diagnostic = { category: string; message: string; location: { path: string } };
let dir = '';
let diagnostics: Diagnostic[] = [];

function found(path: string) {
  return diagnostics
    .filter((d) => d.location.path === path && BOUNDARY_RULES.includes(d.category))
    .map((d) => (d.category === 'lint/style/noRestrictedImports' ? d.message.split(':')[0] : d.category));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(fixture)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), `${text}\n`);
  }
  // The repository's rules as they are; only the git ignore file is left out (the fixture is no repository).
  const { $schema: _, ...rules } = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  writeFileSync(join(dir, 'biome.json'), JSON.stringify({ ...rules, vcs: { enabled: false } }));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const run = spawnSync(
    join(root, 'node_modules/.bin/biome'),
    ['lint', '--reporter=json', '--max-diagnostics=none', '.'],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  expect(run.status, run.stderr).toBe(1);
  diagnostics = JSON.parse(run.stdout).diagnostics;
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('import boundaries (biome.json)', () => {
  it('refuses a web feature importing another feature or app/, at any depth', () => {
    expect(found('apps/web/src/features/home/pages/home-page.tsx')).toEqual(['web-feature-isolation']);
    expect(found('apps/web/src/features/home/home-routes.ts')).toEqual(['web-feature-isolation']);
    expect(found('apps/web/src/features/home/components/deep/card.tsx')).toEqual(['web-feature-isolation']);
  });

  it('refuses lib/ or ui/ importing a feature or app/', () => {
    expect(found('apps/web/src/lib/use-orders.ts')).toEqual(['web-shared-layers']);
    expect(found('apps/web/src/ui/page-frame.tsx')).toEqual(['web-shared-layers']);
  });

  it("refuses a server module importing another module's tables.ts", () => {
    expect(found('apps/server/src/modules/orders/monitor.ts')).toEqual(['server-table-ownership']);
  });

  it('refuses an import cycle', () => {
    expect(found('packages/domain/src/first.ts')).toEqual(['lint/suspicious/noImportCycles']);
    expect(found('packages/domain/src/second.ts')).toEqual(['lint/suspicious/noImportCycles']);
  });

  it("lets a feature import its own files, lib/ and ui/, a module its own tables and another's queries, and a test any table", () => {
    expect(found('apps/web/src/features/home/components/allowed.tsx')).toEqual([]);
    expect(found('apps/server/src/modules/orders/service.ts')).toEqual([]);
    expect(found('apps/server/src/modules/orders/orders.test.ts')).toEqual([]);
  });

  it('covers the folder depth of every feature, module, lib/ and ui/ file (the rules match relative paths per depth)', () => {
    const globs = config.overrides.flatMap((o) => o.includes);
    const covered = (path: string) =>
      globs.some((glob) => new RegExp(`^${glob.replaceAll('*', '[^/]+')}$`).test(path));
    const files = (folder: string): string[] =>
      readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
        .map((entry) => relative(root, join(entry.parentPath, entry.name)));
    const checked = [
      'apps/web/src/features',
      'apps/web/src/lib',
      'apps/web/src/ui',
      'apps/server/src/modules',
    ];
    const uncovered = checked.flatMap(files).filter((path) => !covered(path));
    expect(uncovered).toEqual([]);
  });
});
