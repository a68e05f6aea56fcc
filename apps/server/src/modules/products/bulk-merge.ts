import { type BulkEditBody, bulkRowSchemas } from '@booster/contracts';
import type { BulkEditKind, ListingIssue } from '@booster/domain';
import type { ListingFields } from './listing-input.ts';

type Rows = { [K in BulkEditKind]: Extract<BulkEditBody, { kind: K }>['rows'][number] };
export type BulkRow = Rows[BulkEditKind];

/** The stored payload read back with the kind's schema (it was validated when the run started). */
export function parseBulkRow<K extends BulkEditKind>(kind: K, payload: unknown): Rows[K] {
  return bulkRowSchemas[kind].parse(payload) as Rows[K];
}

/** A stock-price row may only name variants of its own listing. */
export function unknownVariantIds(row: Rows['stock-price'], variantIds: ReadonlySet<string>): string[] {
  return row.variants.map((v) => v.variantId).filter((id) => !variantIds.has(id));
}

/** The stored product with one bulk row applied: what is sent to the platform as a whole. */
export function mergeBulkRow(kind: BulkEditKind, fields: ListingFields, row: BulkRow): ListingFields {
  switch (kind) {
    case 'name-description': {
      const r = row as Rows['name-description'];
      return { ...fields, name: r.name, description: r.description };
    }
    case 'category-attribute': {
      const r = row as Rows['category-attribute'];
      return { ...fields, categoryId: r.categoryId, attributes: r.attributes };
    }
    case 'stock-price': {
      const byId = new Map((row as Rows['stock-price']).variants.map((v) => [v.variantId, v]));
      return {
        ...fields,
        variants: fields.variants.map((v) => {
          const change = v._id ? byId.get(v._id) : undefined;
          return change ? { ...v, price: change.price, stock: change.stock } : v;
        }),
      };
    }
    case 'logistic':
      return { ...fields, logistics: (row as Rows['logistic']).logistics };
    case 'edit-images':
      return { ...fields, images: (row as Rows['edit-images']).images };
    case 'supplier':
      return fields;
  }
}

/** Only the rules on what the kind edits: a bulk price change is not refused for an old short title. */
const KIND_FIELDS: Record<BulkEditKind, (field: string) => boolean> = {
  'name-description': (f) => f === 'name' || f === 'description',
  'category-attribute': () => false,
  'stock-price': (f) => f.startsWith('variants.'),
  logistic: () => false,
  supplier: () => false,
  'edit-images': (f) => f === 'images',
};

export function issuesOfKind(kind: BulkEditKind, issues: readonly ListingIssue[]): ListingIssue[] {
  return issues.filter((issue) => KIND_FIELDS[kind](issue.field));
}
