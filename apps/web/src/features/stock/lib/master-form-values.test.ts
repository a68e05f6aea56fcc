import { describe, expect, it } from 'vitest';
import {
  emptyMasterForm,
  type MasterFormValues,
  masterFormSchema,
  toMasterBody,
} from './master-form-values.ts';

const form = (overrides: Partial<MasterFormValues>): MasterFormValues => ({
  ...emptyMasterForm(),
  ...overrides,
});
const sku = (code: string, options: string[] = []) => ({ sku: code, name: '', options, price: 0, stock: 0 });

const issuesOf = (values: MasterFormValues) =>
  Object.fromEntries(
    (masterFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('masterFormSchema', () => {
  it('keys each problem by the same path a 400 answer uses', () => {
    const issues = issuesOf(
      form({
        name: '  ',
        tiers: [{ name: '', options: [] }],
        skus: [sku('KAOS-1'), sku(''), sku('kaos-1')],
      }),
    );
    expect(issues).toEqual({
      name: 'validation.productNameRequired',
      'tiers.0.name': 'validation.required',
      'tiers.0.options': 'stock:validation.tierOptionsRequired',
      'skus.1.sku': 'validation.skuRequired',
      'skus.2.sku': 'validation.skuDuplicate',
    });
  });

  it('accepts a named product whose SKU codes are filled and distinct', () => {
    expect(issuesOf(form({ name: 'Kaos', skus: [sku('A'), sku('B')] }))).toEqual({});
  });
});

describe('toMasterBody', () => {
  it('sends the trimmed texts and only usable tiers', () => {
    const values = masterFormSchema.parse(
      form({
        name: ' Kaos ',
        tiers: [
          { name: 'Warna', options: ['Merah'] },
          { name: ' Ukuran ', options: [' L '] },
        ],
        skus: [{ ...sku(' K-M ', ['Merah', 'L']), name: ' Merah ' }],
      }),
    );
    expect(toMasterBody(values)).toMatchObject({
      name: 'Kaos',
      tiers: [
        { name: 'Warna', options: ['Merah'] },
        { name: 'Ukuran', options: ['L'] },
      ],
      skus: [{ sku: 'K-M', name: 'Merah', options: ['Merah', 'L'] }],
    });
  });
});
