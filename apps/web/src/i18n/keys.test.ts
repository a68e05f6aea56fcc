import { validationMessages } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { translateValidation } from '../lib/error-message.ts';
import { runtimeKey } from './keys.ts';
import { i18n, setLanguage } from './setup.ts';

describe('typed i18n keys', () => {
  it('accepts known keys and refuses unknown ones at compile time', () => {
    const t = i18n.getFixedT('id', 'common');
    expect(t('appName')).toBe('Booster');
    // @ts-expect-error not a key of the common namespace
    expect(t('appNmae')).toBe('appNmae');
    const stock = i18n.getFixedT('id', 'stock');
    // @ts-expect-error a key of another namespace
    void stock('appName');
    expect(stock(runtimeKey<'stock'>('reason.order'))).not.toBe('reason.order');
  });
});

describe('validation messages from the shared catalogue', () => {
  it('renders every key of the catalogue in both languages (the web had 19 of 38)', async () => {
    for (const lang of ['id', 'en'] as const) {
      await setLanguage(lang);
      for (const [key, text] of Object.entries(validationMessages[lang])) {
        expect(translateValidation(`validation.${key}`)).toBe(text);
      }
    }
    await setLanguage('id');
    expect(translateValidation('validation.shopNameRequired')).toBe('Nama toko wajib diisi');
  });
});
