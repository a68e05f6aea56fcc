import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contracts from './index.ts';
import * as addresses from './route-addresses.ts';
import { routeExports } from './route-exports.ts';

const addressOf = (route: { method: string; path: string }) => ({ method: route.method, path: route.path });

describe('route addresses (the browser’s routes, without schemas)', () => {
  it('hold the method and path of every route contract and nothing else (npm run contracts:routes)', () => {
    const expected = Object.fromEntries(
      routeExports(contracts).map(({ name, single, routes }) => [
        name,
        single
          ? addressOf(routes[0][1])
          : Object.fromEntries(routes.map(([key, route]) => [key, addressOf(route)])),
      ]),
    );
    expect({ ...addresses }).toEqual(expected);
  });

  it('import nothing at run time but their own files (zod and the schemas stay out of the browser’s shell)', () => {
    const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
    const code = (source: string) => source.split('\n').filter((line) => line && !line.startsWith('//'));
    const reExports = code(read('./route-addresses.ts'));
    for (const line of reExports)
      expect(line).toMatch(/^export \{ \w+ \} from '\.\/route-addresses\/[a-z-]+\.ts';$/);
    const files = readdirSync(new URL('./route-addresses', import.meta.url));
    // One file per group, each re-exported: none left behind by a removed route.
    expect(files.length).toBe(reExports.length);
    for (const file of files) {
      const imports = code(read(`./route-addresses/${file}`)).filter((line) => /^import\b/.test(line));
      expect(imports, file).toEqual(["import type * as c from '../index.ts';"]);
    }
  });
});
