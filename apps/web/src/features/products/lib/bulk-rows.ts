import type { BulkEditBody, ListingDetail } from '@booster/contracts';
import {
  type BulkEditKind,
  checkListing,
  type ListingDraft,
  type ListingIssue,
  type Marketplace,
} from '@booster/domain';
import type { PlatformImage } from './listing-form-values.ts';

type AttributeValue = { id: string; name: string; value: string };

/** What every bulk table row shows besides the column it edits. */
type RowBase = { key: string; listingId: string; shopId: string; title: string; shopname: string };

export type BulkRowsByKind = {
  'name-description': RowBase & { name: string; description: string };
  'category-attribute': RowBase & { categoryId: string; attributes: AttributeValue[] };
  'stock-price': RowBase & {
    variantId: string;
    variantName: string;
    sku: string;
    price: number;
    stock: number;
  };
  logistic: RowBase & { logistics: string[] };
  supplier: RowBase & { supplier: string };
  'edit-images': RowBase & { images: PlatformImage[] };
};
export type BulkRow<K extends BulkEditKind> = BulkRowsByKind[K];

/** Column name to the issue shown in that cell. */
export type CellIssues = Record<string, ListingIssue>;

/** Longest supplier text the server stores. */
export const SUPPLIER_MAX = 120;

const base = (d: ListingDetail): RowBase => ({
  key: d._id,
  listingId: d._id,
  shopId: d.shopId,
  title: d.name,
  shopname: d.shopname,
});

/** The table rows of a kind: one per listing, or one per variant for stock and price. */
export function rowsFromListings<K extends BulkEditKind>(
  kind: K,
  listings: readonly ListingDetail[],
): BulkRow<K>[] {
  const rows = {
    'name-description': () => listings.map((d) => ({ ...base(d), name: d.name, description: d.description })),
    'category-attribute': () =>
      listings.map((d) => ({
        ...base(d),
        categoryId: d.categoryId,
        attributes: d.attributes,
      })),
    'stock-price': () =>
      listings.flatMap((d) =>
        d.variants.map((v) => ({
          ...base(d),
          key: `${d._id}:${v._id}`,
          variantId: v._id,
          variantName: v.options.join(' / ') || v.name,
          sku: v.sku,
          price: v.price,
          stock: v.stock,
        })),
      ),
    logistic: () => listings.map((d) => ({ ...base(d), logistics: d.logistics })),
    supplier: () => listings.map((d) => ({ ...base(d), supplier: d.supplier ?? '' })),
    'edit-images': () => listings.map((d) => ({ ...base(d), images: d.images })),
  } satisfies { [P in BulkEditKind]: () => BulkRow<P>[] };
  return rows[kind]() as BulkRow<K>[];
}

const NO_DRAFT: ListingDraft = {
  name: '',
  description: '',
  imageCount: 0,
  weightGrams: 0,
  tiers: [],
  variants: [],
};

/** `checkListing` issues of the fields named, keyed by the cell they belong to. */
function ruleIssues(marketplace: Marketplace, draft: Partial<ListingDraft>, cells: Record<string, string>) {
  const out: CellIssues = {};
  for (const issue of checkListing(marketplace, { ...NO_DRAFT, ...draft })) {
    const cell = cells[issue.field];
    if (cell) out[cell] ??= issue;
  }
  return out;
}

/** The issues of one row under the platform's own rules, the same ones create and edit use. */
export function rowIssues<K extends BulkEditKind>(
  kind: K,
  marketplace: Marketplace,
  row: BulkRow<K>,
): CellIssues {
  switch (kind) {
    case 'name-description': {
      const r = row as BulkRow<'name-description'>;
      return ruleIssues(
        marketplace,
        { name: r.name, description: r.description },
        { name: 'name', description: 'description' },
      );
    }
    case 'stock-price': {
      const r = row as BulkRow<'stock-price'>;
      return ruleIssues(
        marketplace,
        { variants: [{ sku: r.sku, price: r.price, stock: r.stock }] },
        { 'variants.0.price': 'price', 'variants.0.stock': 'stock' },
      );
    }
    case 'edit-images': {
      const r = row as BulkRow<'edit-images'>;
      return ruleIssues(marketplace, { imageCount: r.images.length }, { images: 'images' });
    }
    case 'category-attribute': {
      const r = row as BulkRow<'category-attribute'>;
      return r.categoryId ? {} : { categoryId: { field: 'categoryId', message: 'listing.categoryRequired' } };
    }
    case 'logistic': {
      const r = row as BulkRow<'logistic'>;
      return r.logistics.length > 0
        ? {}
        : { logistics: { field: 'logistics', message: 'listing.logisticsRequired' } };
    }
    case 'supplier': {
      const r = row as BulkRow<'supplier'>;
      return r.supplier.trim().length <= SUPPLIER_MAX
        ? {}
        : {
            supplier: { field: 'supplier', message: 'listing.supplierLength', params: { max: SUPPLIER_MAX } },
          };
    }
  }
  return {};
}

/** One listing's entry in the request body of a bulk edit of kind `K`. */
type BodyRow<K extends BulkEditKind> = Extract<BulkEditBody, { kind: K }>['rows'][number];

/** Each kind's entry of one listing, from its table row (stock-price groups its variants instead). */
const BODY_ROWS: { [K in Exclude<BulkEditKind, 'stock-price'>]: (r: BulkRow<K>) => BodyRow<K> } = {
  'name-description': (r) => ({ listingId: r.listingId, name: r.name.trim(), description: r.description }),
  'category-attribute': (r) => ({
    listingId: r.listingId,
    categoryId: r.categoryId,
    attributes: r.attributes.filter((a) => a.value.trim() !== ''),
  }),
  logistic: (r) => ({ listingId: r.listingId, logistics: r.logistics }),
  supplier: (r) => ({ listingId: r.listingId, supplier: r.supplier.trim() }),
  'edit-images': (r) => ({ listingId: r.listingId, images: r.images }),
};

/** The request body of a bulk edit: one entry per listing (stock-price groups its variants). */
export function bulkBody<K extends BulkEditKind>(kind: K, rows: readonly BulkRow<K>[]): BulkEditBody {
  if (kind === 'stock-price') {
    const byListing = new Map<string, { variantId: string; price: number; stock: number }[]>();
    for (const r of rows as readonly BulkRow<'stock-price'>[]) {
      const variants = byListing.get(r.listingId) ?? [];
      variants.push({ variantId: r.variantId, price: r.price, stock: r.stock });
      byListing.set(r.listingId, variants);
    }
    return { kind, rows: [...byListing].map(([listingId, variants]) => ({ listingId, variants })) };
  }
  // The table above pairs each kind with its own rows; TypeScript cannot follow `kind` into it.
  const bodyRow = BODY_ROWS[kind as Exclude<BulkEditKind, 'stock-price'>] as (r: BulkRow<K>) => unknown;
  return { kind, rows: rows.map(bodyRow) } as BulkEditBody;
}
