import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { isMessageKey, localeFromHeader, messages, t } from './index.ts';
import { SAME_IN_BOTH_LOCALES } from './messages.ts';

const contractsDir = fileURLToPath(new URL('../../../../../packages/contracts/src', import.meta.url));

function contractSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? contractSources(full)
      : entry.name.endsWith('.ts')
        ? [fs.readFileSync(full, 'utf8')]
        : [];
  });
}

describe('server message catalogue', () => {
  it('has a text for every error code', () => {
    for (const code of ERROR_CODES) expect(isMessageKey(`errors.${code}`), code).toBe(true);
  });

  it('has a text for every validation key used in the contracts', () => {
    const keys = new Set(
      contractSources(contractsDir).flatMap((src) =>
        [...src.matchAll(/'(validation\.\w+)'/g)].map((m) => m[1]),
      ),
    );
    expect(keys.size).toBeGreaterThan(5);
    for (const key of keys) expect(isMessageKey(key), key).toBe(true);
  });

  it('translates every key: no empty or untranslated English texts', () => {
    for (const [key, idText] of Object.entries(messages.id)) {
      const enText = messages.en[key as keyof typeof messages.en];
      expect(idText.length, key).toBeGreaterThan(0);
      expect(enText.length, key).toBeGreaterThan(0);
      if (!SAME_IN_BOTH_LOCALES.includes(key as keyof typeof messages.en)) {
        expect(enText, `${key} is not translated`).not.toBe(idText);
      }
    }
  });

  it('carries the spec texts verbatim', () => {
    expect(t('id', 'errors.FEATURE_NOT_ALLOWED')).toBe(
      'Mohon maaf, anda tidak diperbolehkan untuk mengakses fitur ini',
    );
    expect(t('id', 'errors.FEATURE_BLOCKED', { feature: t('id', 'features.masterProduct') })).toBe(
      'Upgrade akun anda agar dapat mengakses fitur Master Produk!',
    );
    expect(t('id', 'errors.INVALID_CREDENTIALS')).toBe('Email atau password salah');
  });

  it('writes money the one way ("Rp 150.000.000"), not raw numbers', () => {
    const text = t('id', 'listing.priceRange', { min: 100, max: 150_000_000 });
    expect(text.replace(/\u00a0/g, ' ')).toBe('Harga harus Rp 100 sampai Rp 150.000.000');
  });
});

describe('localeFromHeader', () => {
  it.each([
    [undefined, 'id'],
    ['', 'id'],
    ['en-US,en;q=0.9', 'en'],
    ['id-ID,id;q=0.9,en;q=0.8', 'id'],
    ['en;q=0.5,id;q=0.8', 'id'],
    ['fr-FR,en;q=0.5', 'en'],
    ['fr-FR', 'id'],
  ])('%s -> %s', (header, locale) => {
    expect(localeFromHeader(header)).toBe(locale);
  });
});
