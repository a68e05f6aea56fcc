import { type MasterProduct, type MasterProductForm, masterProductFormSchema } from '@booster/contracts';
import type { z } from 'zod';
import { type SkuRow, skuRowsFromTiers, type Tier, usableTiers } from './variant-table.ts';

export type MasterFormValues = {
  name: string;
  description: string;
  images: string[];
  weightGrams: number;
  tiers: Tier[];
  skus: SkuRow[];
};

export const MAX_IMAGES = 10;

/**
 * The contract's master product schema plus what only the whole form can tell: a tier needs at least
 * one option, and SKU codes differ between rows (the server answers the same `validation.skuDuplicate`).
 * Typed with the full MasterFormValues as input: the form always holds every field.
 */
export const masterFormSchema = masterProductFormSchema.superRefine((form, ctx) => {
  form.tiers.forEach((tier, i) => {
    if (tier.options.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['tiers', i, 'options'],
        message: 'stock:validation.tierOptionsRequired',
      });
    }
  });
  const seen = new Set<string>();
  form.skus.forEach((row, i) => {
    const key = row.sku.toLowerCase();
    if (key && seen.has(key)) {
      ctx.addIssue({ code: 'custom', path: ['skus', i, 'sku'], message: 'validation.skuDuplicate' });
    }
    seen.add(key);
  });
}) as unknown as z.ZodType<MasterProductForm, MasterFormValues>;

export function emptyMasterForm(): MasterFormValues {
  return { name: '', description: '', images: [], weightGrams: 0, tiers: [], skus: skuRowsFromTiers([], []) };
}

export function formFromMaster(master: MasterProduct): MasterFormValues {
  return {
    name: master.name,
    description: master.description,
    images: [...master.images],
    weightGrams: master.weightGrams,
    tiers: master.tiers.map((tier) => ({ name: tier.name, options: [...tier.options] })),
    skus: master.skus.map(({ _id, sku, name, options, price, stock }) => ({
      _id,
      sku,
      name,
      options: [...options],
      price,
      stock,
    })),
  };
}

/** The body to send for the values the schema accepted (already trimmed): only usable tiers. */
export function toMasterBody(values: MasterProductForm): MasterProductForm {
  return { ...values, tiers: usableTiers(values.tiers) };
}
