import { readFileSync } from 'node:fs';
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

  it('import nothing at run time (zod and the schemas stay out of the browser’s shell)', () => {
    const source = readFileSync(new URL('./route-addresses.ts', import.meta.url), 'utf8');
    const imports = source.split('\n').filter((line) => /^import\b/.test(line));
    expect(imports).toEqual(["import type * as c from './index.ts';"]);
  });
});
