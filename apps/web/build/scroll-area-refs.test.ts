import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { scrollAreaMergeRefs } from './scroll-area-refs.ts';

const require = createRequire(import.meta.url);
const scrollArea = require
  .resolve('@mantine/core')
  .replace(/cjs[\\/]index\.cjs$|esm[\\/]index\.mjs$/, 'esm/components/ScrollArea/ScrollArea.mjs');

type Hook = (source: string, importer?: string) => unknown;

describe('scrollAreaMergeRefs', () => {
  it("is all Mantine's ScrollArea takes from Floating UI (else the shell gets Floating UI back)", () => {
    const imports = [
      ...readFileSync(scrollArea, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"@floating-ui\/react"/g),
    ];
    expect(imports.map((m) => m[1].trim())).toEqual(['useMergeRefs']);
  });

  it("answers ScrollArea's import of Floating UI only, with Mantine's ref merging", () => {
    const plugin = scrollAreaMergeRefs();
    const resolve = plugin.resolveId as Hook;
    const load = plugin.load as (id: string) => string | null;
    const id = resolve('@floating-ui/react', scrollArea);
    expect(id).toEqual(expect.any(String));
    expect(
      resolve('@floating-ui/react', scrollArea.replace('ScrollArea/ScrollArea', 'Popover/use-popover')),
    ).toBeNull();
    expect(resolve('react', scrollArea)).toBeNull();
    expect(load(id as string)).toContain("import { useMergedRef } from '@mantine/hooks'");
    expect(load('other')).toBeNull();
  });
});
