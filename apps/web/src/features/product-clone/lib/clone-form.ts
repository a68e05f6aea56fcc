import { type CloneBody, clonePriceRuleSchema, idSchema } from '@booster/contracts';
import { z } from 'zod';

/**
 * The page's form: the contract's fields, with the category choices and attribute answers kept by
 * id. Ids are prefixed (`c100011`) because react-hook-form reads a numeric path segment as an array
 * index; `serverField` maps the server's `categories.<id>` / `attributes.<category>.<attribute>` back.
 */
export const cloneFormSchema = z.object({
  from: idSchema,
  shopDestinationId: idSchema,
  scope: z.enum(['all', 'chosen']),
  listingIds: z.array(z.string()),
  categories: z.record(z.string(), z.string()),
  attributes: z.record(z.string(), z.record(z.string(), z.string())),
  priceRule: clonePriceRuleSchema,
});
export type CloneFormValues = z.input<typeof cloneFormSchema>;

export const key = (id: string) => `c${id}`;
const unkey = (k: string) => k.slice(1);

export const CLONE_FORM_DEFAULTS: CloneFormValues = {
  from: '',
  shopDestinationId: '',
  scope: 'all',
  listingIds: [],
  categories: {},
  attributes: {},
  priceRule: { kind: 'percent', value: 0, roundTo: 0 },
};

/**
 * The request body: the categories the chosen products use (`sourceCategories`; the seller saw and
 * chose only those, and they are saved as the mapping), answers of the categories they go to.
 */
export function toCloneBody(
  values: z.output<typeof cloneFormSchema>,
  attributeNames: Map<string, Map<string, string>>,
  sourceCategories: ReadonlySet<string>,
): CloneBody {
  const categories = Object.entries(values.categories)
    .filter(([k, categoryId]) => categoryId && sourceCategories.has(unkey(k)))
    .map(([k, categoryId]) => ({ sourceCategoryId: unkey(k), categoryId }));
  const used = new Set(categories.map((c) => c.categoryId));
  const attributes = Object.entries(values.attributes)
    .filter(([k]) => used.has(unkey(k)))
    .map(([k, answers]) => ({
      categoryId: unkey(k),
      values: Object.entries(answers).map(([a, value]) => ({
        id: unkey(a),
        name: attributeNames.get(unkey(k))?.get(unkey(a)) ?? '',
        value,
      })),
    }));
  return {
    from: values.from,
    shopDestinationId: values.shopDestinationId,
    ...(values.scope === 'chosen' ? { listingIds: values.listingIds } : {}),
    categories,
    attributes,
    priceRule: values.priceRule,
  };
}

/** The form path of a server field (`categories.100011` → `categories.c100011`). */
export function serverField(field: string): string {
  const [head, ...rest] = field.split('.');
  if (head === 'categories' || head === 'attributes') return [head, ...rest.map(key)].join('.');
  return field;
}
