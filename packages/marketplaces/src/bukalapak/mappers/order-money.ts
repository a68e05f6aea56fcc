import { type OrderMoney, settleOrderMoney } from '@booster/domain';
import type { BukalapakTransaction } from '../schemas.ts';

/**
 * A sale's `amount` (shape agreed with the sandbox, see schemas.ts). Bukalapak does not say who
 * funds a shipping discount; it is counted as the platform's (its free-shipping programme). The
 * items' amount falls back to the items' prices; seller fees are not reported.
 */
export function bukalapakOrderMoney(tx: BukalapakTransaction): OrderMoney {
  const d = tx.amount.details;
  const items = d.item ?? tx.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return settleOrderMoney({
    itemsSubtotal: items,
    sellerDiscount: d.seller_voucher,
    platformDiscount: d.voucher,
    shippingFee: d.delivery,
    shippingSellerDiscount: 0,
    shippingPlatformDiscount: d.delivery_discount,
    buyerFees: d.insurance + d.administration,
    totalPaid: tx.amount.total,
  });
}
