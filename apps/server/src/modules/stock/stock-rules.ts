import type { StockRule, StockRuleBody, StockRuleList, StockRuleValuesInput } from '@booster/contracts';
import { stockRuleLevel } from '@booster/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { accountRow, type Db, type Executor } from '../../platform/db/index.ts';
import { fieldError } from '../../platform/errors/index.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import type { MasterProductService } from './master-products.ts';
import type { RulesRepush } from './rules-repush.ts';
import { readSetting } from './settings.ts';
import { masterProducts, masterSkus, stockRules } from './tables.ts';

type Deps = {
  db: Db;
  jobs: JobQueue;
  shops: ShopsModule;
  masters: MasterProductService;
  repush: RulesRepush;
};

type RuleRow = typeof stockRules.$inferSelect;

/** Stock rules: the default, per shop and per master SKU. Every write pushes the affected SKUs again. */
export function createStockRuleService(deps: Deps) {
  const { db } = deps;

  async function describe(accountId: string, rows: RuleRow[]): Promise<StockRule[]> {
    const skuIds = rows.flatMap((r) => (r.masterSkuId ? [r.masterSkuId] : []));
    const skus = skuIds.length
      ? await db
          .select({ id: masterSkus.id, sku: masterSkus.sku, productName: masterProducts.name })
          .from(masterSkus)
          .innerJoin(masterProducts, eq(masterProducts.id, masterSkus.masterProductId))
          .where(inArray(masterSkus.id, skuIds))
      : [];
    const skuById = new Map(skus.map((s) => [s.id, s]));
    const shopIds = [...new Set(rows.flatMap((r) => (r.shopId ? [r.shopId] : [])))];
    const shops = await Promise.all(shopIds.map((id) => deps.shops.service.owned(accountId, id)));
    const shopById = new Map(shops.map((s) => [s.id, s]));
    return rows.map((r) => {
      const sku = r.masterSkuId ? skuById.get(r.masterSkuId) : undefined;
      const shop = r.shopId ? shopById.get(r.shopId) : undefined;
      return {
        _id: r.id,
        level: stockRuleLevel(r),
        masterSkuId: r.masterSkuId,
        shopId: r.shopId,
        sku: sku?.sku ?? null,
        productName: sku?.productName ?? null,
        shopname: shop?.shopName ?? null,
        marketplace: shop?.marketplace ?? null,
        sharePercent: r.sharePercent,
        shareConstant: r.shareConstant,
        buffer: r.buffer,
        lockBelow: r.lockBelow,
        lockShopIds: r.lockShopIds,
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }

  async function owned(ex: Executor, accountId: string, id: string) {
    return accountRow(ex, stockRules, accountId, id);
  }

  /** The shops a rule names (its own and the lock's) must be the account's: another tenant's is 404. */
  async function checkShops(accountId: string, shopIds: readonly (string | null)[]) {
    for (const id of new Set(shopIds)) if (id) await deps.shops.service.owned(accountId, id);
  }

  const values = (input: StockRuleValuesInput) => ({
    sharePercent: input.sharePercent,
    shareConstant: input.shareConstant,
    buffer: input.buffer,
    lockBelow: input.lockBelow,
    lockShopIds: [...new Set(input.lockShopIds)],
  });

  /** Pushes the rule's SKUs again (a job: a default rule may cover every SKU), if automatic push is on. */
  async function repush(tx: Executor, accountId: string, target: Pick<RuleRow, 'masterSkuId' | 'shopId'>) {
    const setting = await readSetting(tx, accountId);
    if (!setting.autoPush) return;
    await deps.repush.queue(tx, {
      accountId,
      masterSkuId: target.masterSkuId ?? undefined,
      shopId: target.shopId ?? undefined,
    });
  }

  return {
    async list(ctx: RequestContext): Promise<StockRuleList> {
      const [rows, setting] = await Promise.all([
        db
          .select()
          .from(stockRules)
          .where(eq(stockRules.accountId, ctx.accountId))
          // The default first, then shops, then SKUs, each oldest first.
          .orderBy(
            sql`(${stockRules.masterSkuId} is not null)`,
            sql`(${stockRules.shopId} is not null)`,
            asc(stockRules.createdAt),
          ),
        readSetting(db, ctx.accountId),
      ]);
      return { rules: await describe(ctx.accountId, rows), settingBuffer: setting.buffer };
    },

    async create(ctx: RequestContext, input: StockRuleBody): Promise<StockRule> {
      await checkShops(ctx.accountId, [input.shopId, ...input.lockShopIds]);
      const row = await db.transaction(async (tx) => {
        if (input.masterSkuId) await deps.masters.ownedSkus(tx, ctx.accountId, [input.masterSkuId]);
        const [created] = await tx
          .insert(stockRules)
          .values({
            accountId: ctx.accountId,
            masterSkuId: input.masterSkuId,
            shopId: input.shopId,
            ...values(input),
            updatedBy: ctx.userId,
          })
          .onConflictDoNothing()
          .returning();
        if (!created)
          throw fieldError(
            input.masterSkuId ? 'masterSkuId' : input.shopId ? 'shopId' : 'masterSkuId',
            'validation.stockRuleTaken',
          );
        await repush(tx, ctx.accountId, created);
        return created;
      });
      const [rule] = await describe(ctx.accountId, [row]);
      return rule;
    },

    async update(ctx: RequestContext, id: string, input: StockRuleValuesInput): Promise<StockRule> {
      await checkShops(ctx.accountId, input.lockShopIds);
      const row = await db.transaction(async (tx) => {
        await owned(tx, ctx.accountId, id);
        const [updated] = await tx
          .update(stockRules)
          .set({ ...values(input), updatedBy: ctx.userId, updatedAt: new Date() })
          .where(eq(stockRules.id, id))
          .returning();
        await repush(tx, ctx.accountId, updated);
        return updated;
      });
      const [rule] = await describe(ctx.accountId, [row]);
      return rule;
    },

    async remove(ctx: RequestContext, id: string) {
      await db.transaction(async (tx) => {
        const row = await owned(tx, ctx.accountId, id);
        await tx.delete(stockRules).where(eq(stockRules.id, id));
        await repush(tx, ctx.accountId, row);
      });
    },

    owned,
  };
}

export type StockRuleService = ReturnType<typeof createStockRuleService>;
