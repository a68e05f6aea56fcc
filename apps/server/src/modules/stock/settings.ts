import type { StockSetting } from '@booster/contracts';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import type { Db, Executor } from '../../platform/db/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import { stockSettings } from './tables.ts';

const DEFAULTS: StockSetting = { autoPush: true, buffer: 0, shopIds: null };

export async function readSetting(ex: Executor, accountId: string): Promise<StockSetting> {
  const [row] = await ex.select().from(stockSettings).where(eq(stockSettings.accountId, accountId)).limit(1);
  return row ? { autoPush: row.autoPush, buffer: row.buffer, shopIds: row.shopIds } : DEFAULTS;
}

/** Whether pushes go to this shop under the settings (null: every shop). */
export const shopReceivesPushes = (setting: StockSetting, shopId: string) =>
  setting.shopIds === null || setting.shopIds.includes(shopId);

export function createSettingsService(deps: { db: Db; shops: ShopsModule }) {
  return {
    get: (ctx: RequestContext) => readSetting(deps.db, ctx.accountId),

    /** Every chosen shop must be the account's (another tenant's id answers 404). */
    async save(ctx: RequestContext, input: StockSetting): Promise<StockSetting> {
      const shopIds = input.shopIds === null ? null : [...new Set(input.shopIds)];
      for (const id of shopIds ?? []) await deps.shops.service.owned(ctx.accountId, id);
      const values = { autoPush: input.autoPush, buffer: input.buffer, shopIds, updatedAt: new Date() };
      await deps.db
        .insert(stockSettings)
        .values({ accountId: ctx.accountId, ...values })
        .onConflictDoUpdate({ target: stockSettings.accountId, set: values });
      return { autoPush: values.autoPush, buffer: values.buffer, shopIds };
    },
  };
}
