import { describe, expect, it } from 'vitest';
import {
  emptyMasterForm,
  type MasterFormValues,
  masterFormIssues,
  toMasterBody,
} from './master-form-values.ts';

const form = (overrides: Partial<MasterFormValues>): MasterFormValues => ({
  ...emptyMasterForm(),
  ...overrides,
});
const sku = (code: string, options: string[] = []) => ({ sku: code, name: '', options, price: 0, stock: 0 });

describe('masterFormIssues', () => {
  it('keys each problem by the same path a 400 answer uses', () => {
    const issues = masterFormIssues(
      form({
        name: '  ',
        tiers: [{ name: '', options: [] }],
        skus: [sku('KAOS-1'), sku(''), sku('kaos-1')],
      }),
    );
    expect(issues).toEqual({
      name: 'validation.nameRequired',
      'tiers.0.name': 'validation.tierNameRequired',
      'tiers.0.options': 'validation.tierOptionsRequired',
      'skus.1.sku': 'validation.skuRequired',
      'skus.2.sku': 'validation.skuDuplicate',
    });
  });

  it('accepts a named product whose SKU codes are filled and distinct', () => {
    expect(masterFormIssues(form({ name: 'Kaos', skus: [sku('A'), sku('B')] }))).toEqual({});
  });
});

describe('toMasterBody', () => {
  it('trims texts and sends only usable tiers', () => {
    const body = toMasterBody(
      form({
        name: ' Kaos ',
        tiers: [{ name: 'Warna', options: ['Merah', ' '] }],
        skus: [{ ...sku(' K-M ', ['Merah']), name: ' Merah ' }],
      }),
    );
    expect(body).toMatchObject({
      name: 'Kaos',
      tiers: [{ name: 'Warna', options: ['Merah'] }],
      skus: [{ sku: 'K-M', name: 'Merah', options: ['Merah'] }],
    });
  });
});
