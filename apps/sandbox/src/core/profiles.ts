import { type Rng, uniqueIds } from './random.ts';
import type { ShopPlatform } from './types.ts';

/**
 * Where platforms differ in their data (not their protocol): status vocabularies, id styles and couriers.
 * Each world gets fresh id makers so ids stay unique inside one world.
 */
export type PlatformProfile = {
  productStatuses: { status: string; weight: number }[];
  /** Every order status of the platform; the seed makes orders in each. */
  orderStatuses: string[];
  unpaidStatuses: string[];
  /** Statuses whose orders carry a tracking number. */
  trackedStatuses: string[];
  /** Status of a new paid order (simulation). */
  newOrderStatus: string;
  /**
   * How a buyer's cancellation request shows (null: not emulated): Shopee moves the order to its own
   * status (IN_CANCEL), TikTok Shop keeps the status and flags the order (`is_buyer_request_cancel`).
   * Turned down, the order returns to the status it came from; accepted, it is cancelled.
   */
  cancellation: { requestStatus: string | null; cancelledStatus: string; requestable: string[] } | null;
  couriers: string[];
  ids: {
    shop(): string;
    cipher(): string;
    product(): string;
    variant(): string;
    order(createdAt: number): string;
    line(): string;
    package(): string;
    buyer(): string;
    conversation(shopId: string, buyerId: string): string;
    message(): string;
  };
};

/** Every order status of each platform, in its own vocabulary (TikTok Shop's for Tokopedia too). */
export const ORDER_STATUSES: Record<'shopee' | 'lazada' | 'tiktok' | 'bukalapak', readonly string[]> = {
  shopee: [
    'UNPAID',
    'READY_TO_SHIP',
    'PROCESSED',
    'SHIPPED',
    'COMPLETED',
    'IN_CANCEL',
    'CANCELLED',
    'INVOICE_PENDING',
  ],
  lazada: [
    'unpaid',
    'pending',
    'packed',
    'ready_to_ship',
    'shipped',
    'delivered',
    'failed_delivery',
    'returned',
    'canceled',
  ],
  tiktok: [
    'UNPAID',
    'ON_HOLD',
    'AWAITING_SHIPMENT',
    'PARTIALLY_SHIPPING',
    'AWAITING_COLLECTION',
    'IN_TRANSIT',
    'DELIVERED',
    'COMPLETED',
    'CANCELLED',
  ],
  bukalapak: [
    'pending',
    'paid',
    'accepted',
    'delivered',
    'received',
    'remitted',
    'rejected',
    'cancelled',
    'refunded',
    'expired',
  ],
};

const yymmdd = (ms: number) => new Date(ms + 7 * 3600_000).toISOString().slice(2, 10).replaceAll('-', '');

export function profileFor(platform: ShopPlatform, rng: Rng): PlatformProfile {
  const u = uniqueIds;
  const common = {
    line: u(() => rng.digits(15)),
    message: u(() => rng.digits(18)),
  };
  switch (platform) {
    case 'shopee':
      return {
        productStatuses: [
          { status: 'NORMAL', weight: 85 },
          { status: 'UNLIST', weight: 10 },
          { status: 'BANNED', weight: 3 },
          { status: 'REVIEWING', weight: 2 },
        ],
        orderStatuses: [...ORDER_STATUSES.shopee],
        unpaidStatuses: ['UNPAID', 'INVOICE_PENDING'],
        trackedStatuses: ['PROCESSED', 'SHIPPED', 'COMPLETED'],
        newOrderStatus: 'READY_TO_SHIP',
        cancellation: {
          requestStatus: 'IN_CANCEL',
          cancelledStatus: 'CANCELLED',
          requestable: ['READY_TO_SHIP', 'PROCESSED'],
        },
        couriers: ['SPX Standard', 'J&T Express', 'JNE Reguler', 'SiCepat REG'],
        ids: {
          ...common,
          shop: u(() => rng.digits(9)),
          cipher: () => '',
          product: u(() => rng.digits(11)),
          variant: u(() => rng.digits(11)),
          order: u2((createdAt) => `${yymmdd(createdAt)}${rng.chars(8)}`),
          package: u(() => `OFG${rng.digits(12)}`),
          buyer: u(() => rng.digits(9)),
          conversation: u2(() => rng.digits(18)),
        },
      };
    case 'lazada':
      return {
        productStatuses: [
          { status: 'Active', weight: 85 },
          { status: 'InActive', weight: 10 },
          { status: 'Pending QC', weight: 3 },
          { status: 'Suspended', weight: 2 },
        ],
        orderStatuses: [...ORDER_STATUSES.lazada],
        unpaidStatuses: ['unpaid'],
        trackedStatuses: ['packed', 'ready_to_ship', 'shipped', 'delivered', 'failed_delivery', 'returned'],
        newOrderStatus: 'pending',
        cancellation: null,
        couriers: ['JNE Reguler', 'J&T Express', 'SiCepat REG'],
        ids: {
          ...common,
          shop: u(() => `1000${rng.digits(5)}`),
          cipher: u(() => `ID${rng.chars(5)}`),
          product: u(() => rng.digits(10)),
          variant: u(() => rng.digits(11)),
          order: u2(() => rng.digits(15)),
          package: u(() => `FP${rng.digits(13)}`),
          buyer: u(() => rng.digits(9)),
          conversation: u2((shopId, buyerId) => `${shopId}_2_${buyerId}_1_${rng.digits(3)}`),
        },
      };
    case 'tiktok':
    case 'tokopedia':
      return {
        productStatuses: [
          { status: 'ACTIVATE', weight: 85 },
          { status: 'SELLER_DEACTIVATED', weight: 9 },
          { status: 'PENDING', weight: 3 },
          { status: 'FAILED', weight: 2 },
          { status: 'PLATFORM_DEACTIVATED', weight: 1 },
        ],
        orderStatuses: [...ORDER_STATUSES.tiktok],
        unpaidStatuses: ['UNPAID'],
        trackedStatuses: [
          'PARTIALLY_SHIPPING',
          'AWAITING_COLLECTION',
          'IN_TRANSIT',
          'DELIVERED',
          'COMPLETED',
        ],
        newOrderStatus: 'AWAITING_SHIPMENT',
        cancellation: {
          requestStatus: null,
          cancelledStatus: 'CANCELLED',
          requestable: ['AWAITING_SHIPMENT', 'AWAITING_COLLECTION'],
        },
        couriers: ['J&T Express', 'JNE Reguler', 'SiCepat REG'],
        ids: {
          ...common,
          shop: u(() => `749${rng.digits(16)}`),
          cipher: u(
            () => `ROW_${rng.chars(22, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`,
          ),
          product: u(() => `17${rng.digits(17)}`),
          variant: u(() => `17${rng.digits(17)}`),
          order: u2(() => `57${rng.digits(16)}`),
          package: u(() => `11${rng.digits(17)}`),
          buyer: u(() => `72${rng.digits(17)}`),
          conversation: u2(() => `73${rng.digits(17)}`),
        },
      };
    case 'bukalapak':
      return {
        productStatuses: [
          { status: 'active', weight: 88 },
          { status: 'inactive', weight: 12 },
        ],
        orderStatuses: [...ORDER_STATUSES.bukalapak],
        unpaidStatuses: ['pending', 'expired'],
        trackedStatuses: ['delivered', 'received', 'remitted'],
        newOrderStatus: 'paid',
        cancellation: null,
        couriers: ['JNE REG', 'J&T REG', 'SiCepat REG'],
        ids: {
          ...common,
          shop: u(() => rng.digits(8)),
          cipher: u(() => rng.chars(8, 'abcdefghijklmnopqrstuvwxyz')),
          product: u(() => rng.chars(7, 'abcdefghijklmnopqrstuvwxyz0123456789')),
          variant: u(() => rng.digits(9)),
          order: u2(() => rng.digits(10)),
          package: u(() => `BL${rng.digits(10)}`),
          buyer: u(() => rng.digits(8)),
          conversation: u2(() => rng.digits(10)),
        },
      };
  }
}

function u2<A extends unknown[]>(generate: (...args: A) => string): (...args: A) => string {
  const seen = new Set<string>();
  return (...args: A) => {
    let id = generate(...args);
    while (seen.has(id)) id = generate(...args);
    seen.add(id);
    return id;
  };
}

export function trackingNumber(rng: Rng, courier: string): string {
  if (courier.startsWith('SPX')) return `SPXID0${rng.digits(11)}`;
  if (courier.startsWith('J&T')) return `JP${rng.digits(10)}`;
  if (courier.startsWith('SiCepat')) return `00${rng.digits(10)}`;
  return `01${rng.digits(14)}`;
}
