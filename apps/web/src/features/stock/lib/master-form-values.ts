import type { MasterProduct, MasterProductForm } from '@booster/contracts';
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
const NAME_MAX = 255;
const SKU_MAX = 100;

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

export function toMasterBody(values: MasterFormValues): MasterProductForm {
  return {
    name: values.name.trim(),
    description: values.description,
    images: values.images,
    weightGrams: values.weightGrams,
    tiers: usableTiers(values.tiers),
    skus: values.skus.map((row) => ({ ...row, sku: row.sku.trim(), name: row.name.trim() })),
  };
}

/**
 * What the seller must fix before sending, keyed by the same paths as a 400's `details.fields`
 * (`name`, `skus.1.sku`), each an i18n key of the `stock` namespace.
 */
export function masterFormIssues(values: MasterFormValues): Record<string, string> {
  const issues: Record<string, string> = {};
  const name = values.name.trim();
  if (!name) issues.name = 'validation.nameRequired';
  else if (name.length > NAME_MAX) issues.name = 'validation.nameTooLong';
  values.tiers.forEach((tier, i) => {
    if (!tier.name.trim()) issues[`tiers.${i}.name`] = 'validation.tierNameRequired';
    if (tier.options.every((o) => !o.trim())) issues[`tiers.${i}.options`] = 'validation.tierOptionsRequired';
  });
  const seen = new Set<string>();
  values.skus.forEach((row, i) => {
    const sku = row.sku.trim();
    if (!sku) issues[`skus.${i}.sku`] = 'validation.skuRequired';
    else if (sku.length > SKU_MAX) issues[`skus.${i}.sku`] = 'validation.skuTooLong';
    else if (seen.has(sku.toLowerCase())) issues[`skus.${i}.sku`] = 'validation.skuDuplicate';
    seen.add(sku.toLowerCase());
  });
  return issues;
}
