import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.ts';
import type { ReservationsListener, StoredReservation } from '../products/index.ts';
import type { PushService } from './pushes.ts';
import { reservedUnits } from './reserved-units.ts';
import { readSetting } from './settings.ts';
import { campaignReservations, masterSkus, skuLinks } from './tables.ts';

/**
 * Keeps the campaign reservations the platforms report whenever a listing is stored (import, sync,
 * a product webhook such as Shopee's reserved-stock push code 8, an edit). A reservation that changed
 * on a linked variant pushes it again: a new one must not be undercut, an ended one gives the listing
 * back its ordinary share.
 */
export function createReservations(deps: { pushes: PushService }) {
  async function save(tx: Executor, accountId: string, changed: StoredReservation[]) {
    const ended = changed.filter((r) => r.reserved <= 0).map((r) => r.variantId);
    if (ended.length > 0)
      await tx.delete(campaignReservations).where(inArray(campaignReservations.variantId, ended));
    const held = changed.filter((r) => r.reserved > 0);
    if (held.length > 0)
      await tx
        .insert(campaignReservations)
        .values(held.map((r) => ({ accountId, variantId: r.variantId, reserved: Math.floor(r.reserved) })))
        .onConflictDoUpdate({
          target: campaignReservations.variantId,
          set: { reserved: sql`excluded.reserved`, updatedAt: new Date() },
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
    const held = await reservedUnits(
      tx,
      shop.accountId,
      reported.map((r) => r.variantId),
    );
    const changed = reported.filter(
      (r) => Math.max(0, Math.floor(r.reserved)) !== (held.get(r.variantId) ?? 0),
    );
    if (changed.length === 0) return;
    await save(tx, shop.accountId, changed);
    await repush(
      tx,
      shop.accountId,
      changed.map((r) => r.variantId),
    );
  };

  return { onStored };
}
