import type { User } from '@booster/contracts';
import { fitsFreeLimits, overLimitGroups } from '@booster/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { withTransaction } from '../../platform/db/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { t } from '../../platform/i18n/index.ts';
import { announceShopsChanged, type ShopsDeps } from './deps.ts';
import { lockAccount } from './queries.ts';
import { shops, tokopediaRequests } from './tables.ts';

/**
 * The downgrade of spec section 4: the member keeps the chosen integrations when they fit the
 * free package (1 product account per marketplace, no chat), the others are deleted, pending
 * Tokopedia requests are dropped and the package becomes free — all in one transaction.
 */
export function createDowngradeService(deps: ShopsDeps) {
  return {
    async downgrade(ctx: RequestContext, keep: string[]): Promise<{ message: string; user: User }> {
      await withTransaction(deps.db, async (tx) => {
        await lockAccount(tx, ctx.accountId);
        const all = await tx
          .select({ id: shops.id, marketplace: shops.marketplace, appCategory: shops.appCategory })
          .from(shops)
          .where(eq(shops.accountId, ctx.accountId));
        const wanted = new Set(keep);
        const known = new Set(all.map((s) => s.id));
        if ([...wanted].some((id) => !known.has(id))) throw notFound();
        const kept = all.filter((s) => wanted.has(s.id));
        if (!fitsFreeLimits(kept)) {
          const groups = overLimitGroups(
            { subscriptionPackage: 'free', status: false, expiredAt: null, marketplaces: kept },
            new Date(),
          );
          throw new AppError('DOWNGRADE_OVER_LIMIT', { details: { groups } });
        }
        const others = kept.length
          ? and(
              eq(shops.accountId, ctx.accountId),
              notInArray(
                shops.id,
                kept.map((s) => s.id),
              ),
            )
          : eq(shops.accountId, ctx.accountId);
        await tx.delete(shops).where(others);
        await tx
          .delete(tokopediaRequests)
          .where(
            and(eq(tokopediaRequests.accountId, ctx.accountId), eq(tokopediaRequests.status, 'processing')),
          );
        await deps.users.changePackage(tx, ctx.accountId, {
          subscriptionPackage: 'free',
          status: false,
          expiredAt: null,
        });
      });
      await announceShopsChanged(deps, ctx.accountId);
      return { message: t(ctx.locale, 'messages.downgraded'), user: await deps.users.view(ctx.userId) };
    },
  };
}
