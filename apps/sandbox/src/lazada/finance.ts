import { buyerShipping } from '../core/order-money.ts';
import type { Order } from '../core/types.ts';
import { intParam, type LazadaGateway } from './api.ts';
import { LazadaError, lazadaErrors, money } from './envelope.ts';
import { orderItems, spread } from './order.ts';

/** Orders Lazada posts no transactions for: not paid yet, or cancelled. */
const NO_TRANSACTIONS = ['unpaid', 'canceled'];

/**
 * The transaction types the emulator posts: `fee_type` ids as Lazada's finance API gives them (13 Item
 * Price Credit, 118 Promotional Charges Vouchers, 8 Shipping Fee (Paid By Customer), 28 Automatic
 * Shipping Fee, 16 Commission, 3 Payment Fee), `transaction_type` the statement's group. The id of
 * "Free Shipping Max Fee" is not in the public sources; 1001 is the emulator's own.
 */
const TYPES = {
  itemPrice: { fee_type: '13', fee_name: 'Item Price Credit', transaction_type: 'Orders-Sales' },
  sellerVoucher: {
    fee_type: '118',
    fee_name: 'Promotional Charges Vouchers',
    transaction_type: 'Orders-Marketing Fees',
  },
  shippingPaid: {
    fee_type: '8',
    fee_name: 'Shipping Fee (Paid By Customer)',
    transaction_type: 'Orders-Logistics',
  },
  shippingCharged: {
    fee_type: '28',
    fee_name: 'Automatic Shipping Fee',
    transaction_type: 'Orders-Logistics',
  },
  commission: { fee_type: '16', fee_name: 'Commission', transaction_type: 'Orders-Lazada Fees' },
  paymentFee: { fee_type: '3', fee_name: 'Payment Fee', transaction_type: 'Orders-Lazada Fees' },
  freeShippingMax: {
    fee_type: '1001',
    fee_name: 'Free Shipping Max Fee',
    transaction_type: 'Orders-Marketing Fees',
  },
} as const;

const DAY = 86_400_000;
const JAKARTA = 7 * 3_600_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The Jakarta day of a time, as a number of days since the epoch. */
const jakartaDay = (ms: number) => Math.floor((ms + JAKARTA) / DAY);
/** "17 May 2016", the finance API's transaction_date. */
function dayText(day: number) {
  const d = new Date(day * DAY);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "2021-01-05" (start_time / end_time) as a day number; refused otherwise. */
function dayParam(params: Record<string, string>, name: string) {
  const value = params[name];
  if (!value) throw lazadaErrors.missing(name);
  const t = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(t)) throw lazadaErrors.invalid(name);
  return t / DAY;
}

/**
 * One order's transactions, one row per order item and type, as Lazada posts them when it settles the
 * order (the emulator posts them once the order is paid, on the day it was placed): the item's price,
 * the seller's voucher, the shipping the buyer paid and the shipping Lazada charges the seller
 * (the courier's fee less Lazada's subsidy), the commission and fees, all from the same amounts its
 * order APIs show. They add up to the seller's income (`sellerIncome`).
 */
function transactionsOf(order: Order) {
  if (NO_TRANSACTIONS.includes(order.status)) return [];
  const a = order.amounts;
  const items = orderItems(order);
  const share = (total: number) => spread(total, items.length);
  const amounts: [keyof typeof TYPES, number[]][] = [
    ['itemPrice', items.map(({ line }) => line.price)],
    ['sellerVoucher', share(-a.sellerVoucher)],
    ['shippingPaid', share(buyerShipping(order))],
    ['shippingCharged', share(-(buyerShipping(order) + a.shippingSellerDiscount))],
    ['commission', share(-a.commissionFee)],
    ['paymentFee', share(-a.transactionFee)],
    ['freeShippingMax', share(-a.serviceFee)],
  ];
  const day = jakartaDay(order.createdAt);
  const paid = order.status === 'delivered';
  return items.flatMap(({ id, line }, i) =>
    amounts
      .filter(([kind, values]) => kind === 'itemPrice' || values[i] !== 0)
      .map(([kind, values]) => ({
        ...TYPES[kind],
        day,
        row: {
          order_no: order.id,
          orderItem_no: id,
          orderItem_status: order.status,
          transaction_date: dayText(day),
          transaction_type: TYPES[kind].transaction_type,
          fee_type: TYPES[kind].fee_type,
          fee_name: TYPES[kind].fee_name,
          transaction_number: `ID${order.id.slice(-6)}-${id}-${TYPES[kind].fee_type}`,
          details: line.name,
          seller_sku: line.sku,
          lazada_sku: `${line.productId}_ID-${line.variantId}`,
          amount: money(values[i]),
          VAT_in_amount: '0.00',
          WHT_amount: '0.00',
          WHT_included_in_amount: 'No',
          statement: `${dayText(day)} - ${dayText(day + 6)}`,
          paid_status: paid ? 'Paid' : 'Not paid',
          shipping_provider: order.courier,
          shipping_speed: 'Standard',
          shipment_type: 'Dropshipping',
          reference: id,
          comment: '',
          payment_ref_id: '',
        },
      })),
  );
}

/**
 * QueryTransactionDetails `/finance/transaction/details/get`: the seller's transactions between
 * `start_time` and `end_time` (YYYY-MM-DD, both required, less than 180 days apart), optionally of one
 * `trade_order_id` / `trade_order_line_id` and one `trans_type` (-1 = all), paged by `offset` and
 * `limit` (≤ 500). `data` is the list of rows itself.
 */
export function lazadaFinanceApis(gateway: LazadaGateway) {
  gateway.add('GET', '/finance/transaction/details/get', ({ params, shop }) => {
    const start = dayParam(params, 'start_time');
    const end = dayParam(params, 'end_time');
    if (end < start || end - start >= 180)
      throw new LazadaError('1000012', 'endTime - startTime must should be less than 180 days');
    const type = params.trans_type ?? '-1';
    if (type !== '-1' && !Object.values(TYPES).some((t) => t.fee_type === type))
      throw new LazadaError('1000014', 'Can not find that transactionType');
    const offset = intParam(params, 'offset', 0);
    const limit = intParam(params, 'limit', 100, 500);
    const orders = params.trade_order_id
      ? shop.orders.filter((o) => o.id === params.trade_order_id)
      : shop.orders;
    const rows = orders
      .flatMap(transactionsOf)
      .filter(
        (t) =>
          t.day >= start &&
          t.day <= end &&
          (type === '-1' || t.fee_type === type) &&
          (!params.trade_order_line_id || t.row.orderItem_no === params.trade_order_line_id),
      )
      .sort((x, y) => x.day - y.day || x.row.order_no.localeCompare(y.row.order_no));
    return { data: rows.slice(offset, offset + limit).map((t) => t.row) };
  });
}
