import type { ScrapeDraft } from '@booster/contracts';
import type { ScrapedProduct } from '@booster/marketplaces';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { accountRow, type Db, offsetPage } from '../../platform/db/index.ts';
import { type DraftRow, scrapeDrafts } from './tables.ts';

export function toDraft(row: DraftRow): ScrapeDraft {
  return {
    _id: row.id,
    platform: row.platform,
    sourceUrl: row.sourceUrl,
    externalId: row.externalId,
    sourceShop: { externalId: row.sourceShopId, name: row.sourceShopName },
    name: row.name,
    description: row.description,
    images: row.images,
    tiers: row.tiers,
    variants: row.variants,
    weightGrams: row.weightGrams,
    status: row.status,
    published:
      row.publishedListingId && row.publishedMarketplace && row.publishedShopId
        ? {
            marketplace: row.publishedMarketplace,
            listingId: row.publishedListingId,
            shopId: row.publishedShopId,
          }
        : null,
    runId: row.runId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A scraped product as a new draft of the account (photos already in Booster storage). */
export async function insertDraft(
  db: Db,
  input: {
    accountId: string;
    createdBy: string | null;
    runId: string | null;
    product: ScrapedProduct;
    images: string[];
  },
): Promise<DraftRow> {
  const { product } = input;
  const [row] = await db
    .insert(scrapeDrafts)
    .values({
      accountId: input.accountId,
      createdBy: input.createdBy,
      runId: input.runId,
      platform: product.platform,
      sourceUrl: product.url,
      externalId: product.externalId,
      sourceShopId: product.shop.externalId,
      sourceShopName: product.shop.name,
      name: product.name,
      description: product.description,
      images: input.images,
      tiers: product.tiers,
      variants: product.variants,
      weightGrams: product.weightGrams,
    })
    .returning();
  return row;
}

/** The account's draft; another account's id is a 404. */
export async function findDraft(db: Db, accountId: string, id: string): Promise<DraftRow> {
  return accountRow(db, scrapeDrafts, accountId, id);
}

/** The draft a run's item already made (a retried job does not make a second one). */
export async function draftOfRun(db: Db, runId: string, sourceUrl: string): Promise<DraftRow | null> {
  const [row] = await db
    .select()
    .from(scrapeDrafts)
    .where(and(eq(scrapeDrafts.runId, runId), eq(scrapeDrafts.sourceUrl, sourceUrl)))
    .limit(1);
  return row ?? null;
}

export async function pageOfDrafts(
  db: Db,
  accountId: string,
  query: { page: number; limit: number; runId?: string; status?: 'draft' | 'published' },
) {
  const filters: SQL[] = [eq(scrapeDrafts.accountId, accountId)];
  if (query.runId) filters.push(eq(scrapeDrafts.runId, query.runId));
  if (query.status) filters.push(eq(scrapeDrafts.status, query.status));
  const where = and(...filters);
  const orderBy = [desc(scrapeDrafts.createdAt), desc(scrapeDrafts.id)];
  const { rows, meta } = await offsetPage(db, scrapeDrafts, { ...query, where, orderBy });
  return { docs: rows.map(toDraft), ...meta };
}
