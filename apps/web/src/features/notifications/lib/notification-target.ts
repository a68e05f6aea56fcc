import type { Notification } from '@booster/contracts';
import { paths } from '../../../lib/paths.ts';

/** The product's own marketplace key: its notifications are about payments. */
export const OWN_MARKETPLACE = 'booster';
/** An announcement from the Booster team (/admin/notification): no page of its own. */
export const ANNOUNCEMENT_MARKETPLACE = 'announcement';

/**
 * Where a clicked notification leads (spec 2): chat news to its conversation, payment information for the product's own, else the
 * order detail of its marketplace, addressed by the order-item id on Lazada and the order id elsewhere.
 */
export function notificationTarget(
  item: Pick<Notification, 'marketplace'> & { detail?: Notification['detail'] },
) {
  if (item.detail?.conversationId) return paths.chat.conversation(item.detail.conversationId);
  if (item.marketplace === ANNOUNCEMENT_MARKETPLACE) return paths.panel.notification();
  if (item.marketplace === OWN_MARKETPLACE) return paths.payment.information();
  const id = item.marketplace === 'lazada' ? item.detail?.orderItemId : item.detail?.orderId;
  return id ? paths.order.detail(item.marketplace, id) : paths.order.mp(item.marketplace);
}
