import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const LOCALES = ['id', 'en'] as const;

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function namespaces(locale: string): string[] {
  return readdirSync(join(root, locale))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

function load(locale: string, ns: string): unknown {
  return JSON.parse(readFileSync(join(root, locale, `${ns}.json`), 'utf8'));
}

describe('locale files', () => {
  it('id and en have the same namespaces', () => {
    expect(namespaces('en')).toEqual(namespaces('id'));
  });

  for (const ns of namespaces('id')) {
    it(`${ns}: every key exists in both locales`, () => {
      const [idKeys, enKeys] = LOCALES.map((l) => new Set(keys(load(l, ns))));
      const missingInEn = [...idKeys].filter((k) => !enKeys.has(k));
      const missingInId = [...enKeys].filter((k) => !idKeys.has(k));
      expect({ missingInEn, missingInId }).toEqual({ missingInEn: [], missingInId: [] });
    });

    it(`${ns}: no empty strings`, () => {
      for (const l of LOCALES) {
        const empty = keys(load(l, ns)).filter((k) => {
          const v = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)?.[p], load(l, ns));
          return typeof v !== 'string' || v.trim() === '';
        });
        expect(empty, `${l}/${ns}.json`).toEqual([]);
      }
    });
  }
});
