import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validationMessages } from './validation-messages.ts';

const contractsDir = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [readFileSync(full, 'utf8')] : [];
  });
}

const usedKeys = [
  ...new Set(
    sources(contractsDir).flatMap((src) => [...src.matchAll(/'validation\.(\w+)'/g)].map((m) => m[1])),
  ),
].sort();

describe('validation message catalogue', () => {
  it('finds the keys the schemas use', () => {
    expect(usedKeys.length).toBeGreaterThan(25);
  });

  for (const lang of ['id', 'en'] as const) {
    it(`has a ${lang} text for every validation key used in the contracts`, () => {
      const texts: Record<string, string> = validationMessages[lang];
      expect(usedKeys.filter((key) => !texts[key]?.trim())).toEqual([]);
    });
  }

  it('has the same keys in both languages, each translated', () => {
    expect(Object.keys(validationMessages.en).sort()).toEqual(Object.keys(validationMessages.id).sort());
    for (const [key, text] of Object.entries(validationMessages.id)) {
      expect(validationMessages.en[key as keyof typeof validationMessages.en], key).not.toBe(text);
    }
  });
});
