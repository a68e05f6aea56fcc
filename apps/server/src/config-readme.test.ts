import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from './config.ts';

const README = fileURLToPath(new URL('../../../README.md', import.meta.url));

type Row = { names: string[]; defaults: string[] };

/** The rows of the README's "Configuration" table: variable names and the backticked defaults. */
function readmeRows(): Row[] {
  const text = fs.readFileSync(README, 'utf8');
  const section = text.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [names = '', defaults = ''] = line.split('|').slice(1);
      const ticked = (cell: string) => [...cell.matchAll(/`([^`]*)`/g)].map((m) => m[1] ?? '');
      return { names: ticked(names), defaults: ticked(defaults) };
    });
}

describe('README configuration table and config.ts', () => {
  const rows = readmeRows();

  it('list the same environment variables', () => {
    const documented = rows.flatMap((row) => row.names).sort();
    expect(documented.length).toBeGreaterThan(30);
    expect(documented).toEqual(Object.keys(ENV_VARIABLES).sort());
  });

  it('agree on every default the schema itself applies', () => {
    let compared = 0;
    for (const row of rows) {
      row.names.forEach((name, index) => {
        const schema = ENV_VARIABLES[name as keyof typeof ENV_VARIABLES];
        if (!schema) return; // the test above names it
        const applied = schema.safeParse(undefined);
        if (!applied.success || applied.data === undefined) return;
        const written = row.defaults.length === row.names.length ? row.defaults[index] : undefined;
        if (written === undefined || written.includes('$')) return;
        expect(schema.parse(written), `${name}: README says ${written}`).toEqual(applied.data);
        compared++;
      });
    }
    expect(compared).toBeGreaterThan(10);
  });
});
