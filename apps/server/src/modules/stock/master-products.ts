import type { MasterProduct, MasterProductForm } from '@booster/contracts';
import { pageMeta } from '@booster/domain';
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { accountRow, type Db, type Executor, escapeLike } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { type StockChangeSource, setUnits } from './central-stock.ts';
import { linkedListingsBySku } from './linked-listings.ts';
import type { StockProducts } from './products-port.ts';
import { assertSkuCodesFree, withSkuCodeGuard } from './sku-codes.ts';
import { masterProducts, masterSkus } from './tables.ts';

type MasterRow = typeof masterProducts.$inferSelect;
type NewSku = { sku: string; name: string; options: string[]; price: number; stock: number };

export function createMasterProductService(deps: { db: Db; products: StockProducts }) {
  const { db } = deps;

  async function ownedMaster(ex: Executor, accountId: string, id: string): Promise<MasterRow> {
    return accountRow(ex, masterProducts, accountId, id);
  }

  async function view(ctx: RequestContext, id: string): Promise<MasterProduct> {
    const product = await ownedMaster(db, ctx.accountId, id);
    const skus = await db
      .select()
      .from(masterSkus)
      .where(eq(masterSkus.masterProductId, id))
      .orderBy(asc(masterSkus.position), asc(masterSkus.id));
    const links = await linkedListingsBySku(
      db,
      deps.products,
      ctx.accountId,
      ctx.locale,
      skus.map((s) => s.id),
    );
    return {
      _id: product.id,
      name: product.name,
      description: product.description,
      images: product.images,
      weightGrams: product.weightGrams,
      tiers: product.tiers,
      skus: skus.map((s) => ({
        _id: s.id,
        sku: s.sku,
        name: s.name,
        options: s.options,
        price: s.price,
        stock: s.stock,
        oversold: s.oversold,
        links: links.get(s.id) ?? [],
      })),
      createdAt: product.createdAt.toISOString(),
      updatedAt: product.updatedAt.toISOString(),
    };
  }

  /** New SKUs start at 0 and get their quantity through the logged stock change. */
  async function insertSkus(
    tx: Executor,
    accountId: string,
    masterProductId: string,
    skus: (NewSku & { position: number })[],
    source: StockChangeSource,
  ) {
    if (skus.length === 0) return [];
    const rows = await tx
      .insert(masterSkus)
      .values(skus.map(({ stock: _stock, ...s }) => ({ ...s, accountId, masterProductId, stock: 0 })))
      .returning({ id: masterSkus.id });
    for (const [i, row] of rows.entries()) await setUnits(tx, accountId, row.id, skus[i].stock, source);
    return rows.map((r) => r.id);
  }

  /** Creates a master product with its SKUs inside the caller's transaction. */
  async function insertMaster(
    tx: Executor,
    accountId: string,
    product: Omit<MasterProductForm, 'skus'>,
    skus: NewSku[],
    source: StockChangeSource,
  ) {
    const [row] = await tx
      .insert(masterProducts)
      .values({ accountId, ...product })
      .returning({ id: masterProducts.id });
    const skuIds = await insertSkus(
      tx,
      accountId,
      row.id,
      skus.map((s, position) => ({ ...s, position })),
      source,
    );
    return { id: row.id, skuIds };
  }

  const fieldsOf = ({ skus: _skus, ...product }: MasterProductForm) => product;

  return {
    view,
    insertMaster,

    async list(ctx: RequestContext, query: { page: number; limit: number; search?: string }) {
      const parts: (SQL | undefined)[] = [eq(masterProducts.accountId, ctx.accountId)];
      if (query.search) {
        const pattern = `%${escapeLike(query.search)}%`;
        parts.push(
          or(
            ilike(masterProducts.name, pattern),
            sql`exists (select 1 from master_skus s where s.master_product_id = master_products.id and s.sku ilike ${pattern})`,
          ),
        );
      }
      const where = and(...parts);
      // Correlated subqueries name their tables: drizzle leaves the outer table's columns unqualified.
      const [{ total }] = await db.select({ total: count() }).from(masterProducts).where(where);
      const rows = await db
        .select({
          product: masterProducts,
          skuCount: sql<number>`(select count(*)::int from master_skus s where s.master_product_id = master_products.id)`,
          totalStock: sql<number>`(select coalesce(sum(s.stock), 0)::int from master_skus s where s.master_product_id = master_products.id)`,
          linkedCount: sql<number>`(select count(*)::int from sku_links l join master_skus s on s.id = l.master_sku_id where s.master_product_id = master_products.id)`,
        })
        .from(masterProducts)
        .where(where)
        .orderBy(desc(masterProducts.updatedAt), desc(masterProducts.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return {
        docs: rows.map(({ product, skuCount, totalStock, linkedCount }) => ({
          _id: product.id,
          name: product.name,
          image: product.images[0] ?? null,
          skuCount,
          totalStock,
          linkedCount,
          updatedAt: product.updatedAt.toISOString(),
        })),
        ...pageMeta(query.page, query.limit, total),
      };
    },

    async create(ctx: RequestContext, form: MasterProductForm): Promise<MasterProduct> {
      const id = await withSkuCodeGuard(() =>
        db.transaction(async (tx) => {
          await assertSkuCodesFree(tx, ctx.accountId, form.skus, null);
          const created = await insertMaster(tx, ctx.accountId, fieldsOf(form), form.skus, {
            reason: 'manual',
            actorId: ctx.userId,
          });
          return created.id;
        }),
      );
      return view(ctx, id);
    },

    /**
     * Saves the product and its SKU list: SKUs with an `_id` are edited (their stock only changes
     * through the stock edit), new ones are added with their stock, missing ones are deleted.
     */
    async update(ctx: RequestContext, id: string, form: MasterProductForm): Promise<MasterProduct> {
      await withSkuCodeGuard(() =>
        db.transaction(async (tx) => {
          await ownedMaster(tx, ctx.accountId, id);
          const existing = await tx
            .select({ id: masterSkus.id })
            .from(masterSkus)
            .where(eq(masterSkus.masterProductId, id));
          const existingIds = new Set(existing.map((s) => s.id));
          if (form.skus.some((s) => s._id && !existingIds.has(s._id))) throw notFound();
          await assertSkuCodesFree(tx, ctx.accountId, form.skus, id);
          const kept = form.skus.flatMap((s) => (s._id ? [s._id] : []));
          await tx
            .delete(masterSkus)
            .where(
              and(
                eq(masterSkus.masterProductId, id),
                kept.length > 0 ? notInArray(masterSkus.id, kept) : undefined,
              ),
            );
          for (const [position, s] of form.skus.entries()) {
            if (!s._id) continue;
            await tx
              .update(masterSkus)
              .set({
                sku: s.sku,
                name: s.name,
                options: s.options,
                price: s.price,
                position,
                updatedAt: new Date(),
              })
              .where(eq(masterSkus.id, s._id));
          }
          const added = form.skus.flatMap((s, position) => (s._id ? [] : [{ ...s, position }]));
          await insertSkus(tx, ctx.accountId, id, added, { reason: 'manual', actorId: ctx.userId });
          await tx
            .update(masterProducts)
            .set({ ...fieldsOf(form), updatedAt: new Date() })
            .where(eq(masterProducts.id, id));
        }),
      );
      return view(ctx, id);
    },

    /** Deletes the product; its SKUs, links and pending pushes go with it. */
    async remove(ctx: RequestContext, id: string) {
      await ownedMaster(db, ctx.accountId, id);
      await db
        .delete(masterProducts)
        .where(and(eq(masterProducts.id, id), eq(masterProducts.accountId, ctx.accountId)));
    },

    /** The account's master SKUs by id; any unknown id answers 404. */
    async ownedSkus(ex: Executor, accountId: string, ids: string[]) {
      const unique = [...new Set(ids)];
      const rows = await ex
        .select()
        .from(masterSkus)
        .where(and(eq(masterSkus.accountId, accountId), inArray(masterSkus.id, unique)));
      if (rows.length !== unique.length) throw notFound();
      return rows;
    },
  };
}

export type MasterProductService = ReturnType<typeof createMasterProductService>;
