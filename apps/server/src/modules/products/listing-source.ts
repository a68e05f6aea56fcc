import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { variantFacts } from './listing-row.ts';
import { listings, listingVariants } from './tables.ts';

export type SourceListing = {
  id: string;
  externalId: string;
  name: string;
  description: string;
  images: string[];
  weightGrams: number;
  tiers: { name: string; options: string[] }[];
  variants: {
    id: string;
    externalId: string;
    sku: string;
    name: string;
    options: string[];
    price: number;
    stock: number;
  }[];
};

/**
 * The account's listings with their variants, in the order asked, for copying into master products
 * (stock module); an unknown id answers 404.
 */
export async function readListings(ex: Executor, accountId: string, ids: string[]): Promise<SourceListing[]> {
  const unique = [...new Set(ids)];
  const rows = await ex
    .select()
    .from(listings)
    .where(and(eq(listings.accountId, accountId), inArray(listings.id, unique)));
  if (rows.length !== unique.length) throw notFound();
  const variants = await ex
    .select()
    .from(listingVariants)
    .where(and(eq(listingVariants.accountId, accountId), inArray(listingVariants.listingId, unique)))
    .orderBy(asc(listingVariants.position));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => {
    const row = byId.get(id) as (typeof rows)[number];
    return {
      id: row.id,
      externalId: row.externalId,
      name: row.name,
      description: row.description,
      images: row.images.map((i) => i.url),
      weightGrams: row.weightGrams,
      tiers: row.tiers.map((t) => ({ name: t.name, options: t.options })),
      variants: variants.filter((v) => v.listingId === id).map((v) => ({ id: v.id, ...variantFacts(v) })),
    };
  });
}
