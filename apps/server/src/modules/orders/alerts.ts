import type { MarketplaceOrder } from '@booster/marketplaces';
import type { Logger } from 'pino';
import { t } from '../../platform/i18n/index.ts';
import type { NotificationsModule } from '../notifications/index.ts';
import type { ShopRow } from '../shops/index.ts';
import { alertFor, type OrderAlert } from './order-rules.ts';
import type { StoredOrder } from './store.ts';

const TEXTS = {
  new: { title: 'orders.alert.newTitle', description: 'orders.alert.newDescription' },
  ready_to_ship: { title: 'orders.alert.newTitle', description: 'orders.alert.readyDescription' },
  cancel_requested: {
    title: 'orders.alert.cancelRequestTitle',
    description: 'orders.alert.cancelRequestDescription',
  },
  cancelled: { title: 'orders.alert.cancelledTitle', description: 'orders.alert.cancelledDescription' },
  returned: { title: 'orders.alert.returnedTitle', description: 'orders.alert.returnedDescription' },
} as const satisfies Record<OrderAlert, { title: string; description: string }>;

/** Notifications are stored once in the spec's language; the bell shows them as they are. */
const NOTIFICATION_LOCALE = 'id';

/**
 * Tells the seller about order changes that need them (a paid order, a cancellation request, a
 * cancellation or a return). The notification's dedupe key makes a repeated change a no-op.
 */
export function createOrderAlerts(deps: { notifications: NotificationsModule; logger: Logger }) {
  return async function alert(shop: ShopRow, order: MarketplaceOrder, stored: StoredOrder) {
    if (stored.stale) return;
    const kind = alertFor(stored.previous, stored.current);
    if (!kind) return;
    const params = { number: order.externalId, buyer: order.buyerName, shop: shop.shopName };
    const orderItemId = shop.marketplace === 'lazada' ? order.items[0]?.externalItemId : undefined;
    const dedupeStatus = kind === 'cancel_requested' ? kind : stored.current.status;
    await deps.notifications.service.notify(shop.accountId, {
      type: 'order',
      marketplace: shop.marketplace,
      title: t(NOTIFICATION_LOCALE, TEXTS[kind].title, params),
      description: t(NOTIFICATION_LOCALE, TEXTS[kind].description, params),
      detail: {
        orderId: stored.orderId,
        ...(orderItemId ? { orderItemId } : {}),
        shopname: shop.shopName,
        orderStatus: stored.current.status,
      },
      dedupeKey: `${stored.orderId}:${dedupeStatus}`,
    });
    deps.logger.debug({ orderId: stored.orderId, kind }, 'order notification sent');
  };
}

export type OrderAlerts = ReturnType<typeof createOrderAlerts>;
