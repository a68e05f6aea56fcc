import { and, eq, inArray, lte } from 'drizzle-orm';
import { type Db, type Executor, excluded, withTransaction } from '../../platform/db/index.ts';
import { scheduledJob } from '../../platform/jobs/index.ts';
import type { ReservationsListener, StoredReservation } from '../products/index.ts';
import type { PushService } from './pushes.ts';
import { readSetting } from './settings.ts';
import { campaignReservations, masterSkus, skuLinks } from './tables.ts';

/** Campaigns that end at a time the platform named (Lazada) and were not read since: their listings go again. */
export const endedReservationsJob = scheduledJob('stock.reservations-ended.v1', {
  limit: 3,
  delaySeconds: 60,
  backoff: true,
});
export const ENDED_RESERVATIONS_CRON = '*/5 * * * *';

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Keeps the campaign reservations the platforms report whenever a listing is stored (import, sync,
 * a product webhook such as Shopee's reserved-stock push code 8, an edit). A reservation that changed
 * on a linked variant pushes it again: a new one must not be undercut, an ended one gives the listing
 * back its ordinary share. One that ends at the time the platform named is dropped then and pushed.
 */
export function createReservations(deps: { db: Db; pushes: PushService }) {
  async function save(tx: Executor, accountId: string, changed: StoredReservation[]) {
    const ended = changed.filter((r) => r.reserved <= 0).map((r) => r.variantId);
    if (ended.length > 0)
      await tx.delete(campaignReservations).where(inArray(campaignReservations.variantId, ended));
    const held = changed.filter((r) => r.reserved > 0);
    if (held.length > 0)
      await tx
        .insert(campaignReservations)
        .values(
          held.map((r) => ({
            accountId,
            variantId: r.variantId,
            reserved: Math.floor(r.reserved),
            endsAt: r.until,
          })),
        )
        .onConflictDoUpdate({
          target: campaignReservations.variantId,
          set: { ...excluded(campaignReservations, 'reserved', 'endsAt'), updatedAt: new Date() },
        });
  }

  async function repush(tx: Executor, accountId: string, variantIds: string[]) {
    const setting = await readSetting(tx, accountId);
    if (!setting.autoPush) return;
    const links = await tx
      .select({ variantId: skuLinks.variantId, masterSkuId: skuLinks.masterSkuId })
      .from(skuLinks)
      .where(and(eq(skuLinks.accountId, accountId), inArray(skuLinks.variantId, variantIds)));
    if (links.length === 0) return;
    // Under a share lock, so an order changing the stock now pushes after this (latest quantity wins).
    const skus = await tx
      .select({ id: masterSkus.id, stock: masterSkus.stock })
      .from(masterSkus)
      .where(
        inArray(
          masterSkus.id,
          links.map((l) => l.masterSkuId),
        ),
      )
      .for('share');
    await deps.pushes.pushSkus(
      tx,
      accountId,
      skus.map((sku) => ({
        ...sku,
        scope: { only: links.filter((l) => l.masterSkuId === sku.id).map((l) => l.variantId) },
      })),
      setting,
    );
  }

  const onStored: ReservationsListener = async (tx, shop, reported) => {
    if (reported.length === 0) return;
    const rows = await tx
      .select({
        variantId: campaignReservations.variantId,
        reserved: campaignReservations.reserved,
        endsAt: campaignReservations.endsAt,
      })
      .from(campaignReservations)
      .where(
        inArray(
          campaignReservations.variantId,
          reported.map((r) => r.variantId),
        ),
      );
    const held = new Map(rows.map((r) => [r.variantId, r]));
    const changed = reported
      .map((r) => ({ ...r, reserved: Math.max(0, Math.floor(r.reserved)) }))
      .filter((r) => {
        const before = held.get(r.variantId);
        if (!before) return r.reserved > 0;
        return r.reserved !== before.reserved || (r.reserved > 0 && !sameTime(r.until, before.endsAt));
      });
    if (changed.length === 0) return;
    await save(tx, shop.accountId, changed);
    const moved = changed.filter((r) => r.reserved !== (held.get(r.variantId)?.reserved ?? 0));
    if (moved.length > 0)
      await repush(
        tx,
        shop.accountId,
        moved.map((r) => r.variantId),
      );
  };

  /** Drops the reservations whose campaign ended by its time and pushes their listings again. */
  async function endDue(now = new Date()) {
    const ended = await deps.db
      .delete(campaignReservations)
      .where(lte(campaignReservations.endsAt, now))
      .returning({ accountId: campaignReservations.accountId, variantId: campaignReservations.variantId });
    const byAccount = new Map<string, string[]>();
    for (const row of ended)
      byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row.variantId]);
    for (const [accountId, variantIds] of byAccount)
      await withTransaction(deps.db, (tx) => repush(tx, accountId, variantIds));
    return ended.length;
  }

  return { onStored, endDue };
}
