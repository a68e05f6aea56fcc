import type { shippingOptionsSchema } from '@booster/contracts';
import { formatPickupSlot, type Marketplace, offersBulkShipping } from '@booster/domain';
import type { ShippingOptions } from '@booster/marketplaces';
import { z } from 'zod';
import type { RequestContext } from '../../platform/auth/index.ts';
import type { Db } from '../../platform/db/index.ts';
import { fieldError, notFound } from '../../platform/errors/index.ts';
import { judgeFailure, renderFailure } from '../../platform/failures/index.ts';
import { type Locale, t } from '../../platform/i18n/index.ts';
import type { ShopsModule } from '../shops/index.ts';
import { mapLimited, PLATFORM_CONCURRENCY } from './shipping-concurrency.ts';
import { callForOrder } from './shipping-failures.ts';
import { type OrderRef, requireOrders } from './shipping-orders.ts';

type ShippingOptionsItem = z.infer<typeof shippingOptionsSchema>;

const MAX_IDS = 500;

const idListSchema = z.array(z.string().uuid()).min(1).max(MAX_IDS);

/** `ids` of the query: our order ids, comma separated. */
function parseIds(ids: string): string[] {
  const parsed = idListSchema.safeParse(ids.split(',').map((id) => id.trim()));
  if (!parsed.success) throw fieldError('ids', 'validation.idInvalid');
  return parsed.data;
}

/** Pickup slots labelled in Jakarta time for the seller ("Selasa, 24 Nov 2026 09.00–12.00 WIB"). */
function withSlotLabels(options: ShippingOptions, locale: Locale): ShippingOptions {
  if (!options.pickup) return options;
  const slots = options.pickup.slots.map((slot) => ({
    ...slot,
    label: slot.start ? formatPickupSlot(slot.start, slot.end, locale) : slot.label,
  }));
  return { ...options, pickup: { ...options.pickup, slots } };
}

/** Pickup and drop-off parameters per order, or why the order cannot be shipped now. */
export function createShippingOptions(deps: { db: Db; shops: ShopsModule }) {
  const { db, shops } = deps;

  async function optionsOf(ctx: RequestContext, order: OrderRef): Promise<ShippingOptionsItem> {
    const base = { orderId: order.id, orderNumber: order.externalId, pickup: null, dropoff: null };
    if (order.status !== 'ready_to_ship') return { ...base, error: t(ctx.locale, 'orders.notReadyToShip') };
    try {
      const shop = await shops.service.owned(ctx.accountId, order.shopId);
      const options = await callForOrder(shops, shop, (adapter, credentials) =>
        adapter.getShippingOptions(credentials, order.externalId),
      );
      return { ...base, ...withSlotLabels(options, ctx.locale), error: null };
    } catch (err) {
      return { ...base, error: renderFailure(ctx.locale, judgeFailure(err).failure) };
    }
  }

  return async (
    ctx: RequestContext,
    marketplace: Marketplace,
    ids: string,
  ): Promise<ShippingOptionsItem[]> => {
    if (!offersBulkShipping(marketplace)) throw notFound();
    const orders = await requireOrders(db, ctx.accountId, marketplace, parseIds(ids));
    return mapLimited(orders, PLATFORM_CONCURRENCY, (order) => optionsOf(ctx, order));
  };
}
