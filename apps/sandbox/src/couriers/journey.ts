import type { Order, Shop } from '../core/types.ts';

export type Courier = 'jne' | 'jnt' | 'sicepat';

/** One scan of the parcel: when (epoch ms), the courier's own words, where (J&T names the city). */
export type Scan = { at: number; code: string; text: string; city: string };

export type Parcel = {
  courier: Courier;
  awb: string;
  service: string;
  shippedAt: number;
  origin: string;
  destination: string;
  shipper: string;
  receiver: string;
  weightKg: number;
  amount: number;
  /** Scans up to now, oldest first. */
  scans: Scan[];
  delivered: boolean;
};

const HOUR = 3_600_000;
/** Marketplace statuses of an order whose resi is printed but not yet picked up. */
const AWAITING_PICKUP = /^(processed|packed|ready_to_ship|awaiting_collection)$/i;
/** Marketplace statuses of a delivered order. */
const DELIVERED = /^(completed|delivered|received|remitted)$/i;
const up = (s: string) => s.toUpperCase();

/** Hours after hand-over, a status code and the line of each courier's journey (their own vocabulary). */
type Step = { after: number; code: string; line: (p: Route) => string; city: (p: Route) => string };
type Route = { origin: string; destination: string; receiver: string; courierName: string; partner: string };

const JOURNEYS: Record<Courier, Step[]> = {
  jne: [
    {
      after: 0,
      code: 'RC1',
      line: (r) => `SHIPMENT RECEIVED BY JNE COUNTER OFFICER AT [${r.origin}]`,
      city: () => '',
    },
    { after: 3, code: 'OP1', line: (r) => `RECEIVED AT SORTING CENTER [${r.origin}]`, city: () => '' },
    { after: 5, code: 'OP2', line: (r) => `PROCESSED AT SORTING CENTER [${r.origin}]`, city: () => '' },
    {
      after: 12,
      code: 'OP3',
      line: (r) => `SHIPMENT FORWARDED TO DESTINATION [${r.destination} , HUB ${r.destination}]`,
      city: () => '',
    },
    {
      after: 30,
      code: 'IP1',
      line: (r) => `RECEIVED AT INBOUND STATION [${r.destination} , HUB ${r.destination}]`,
      city: () => '',
    },
    { after: 40, code: 'IP2', line: () => 'WITH DELIVERY COURIER []', city: () => '' },
    {
      after: 46,
      code: 'D01',
      line: (r) => `DELIVERED TO [${r.receiver} | {time} | ${r.destination} ]`,
      city: () => '',
    },
  ],
  jnt: [
    {
      after: 0,
      code: 'PICK',
      line: (r) => `TELAH DIAMBIL: DROP POINT [${r.origin}] (DIPROSES OLEH: ${r.courierName})`,
      city: (r) => r.origin,
    },
    {
      after: 6,
      code: 'DEPART',
      line: (r) => `TELAH BERANGKAT: PUSAT TRANSIT [${r.origin}] MENUJU [${r.destination}]`,
      city: (r) => r.origin,
    },
    {
      after: 28,
      code: 'ARRIVE',
      line: (r) => `TELAH TIBA: TRANSIT CENTER [${r.destination}] DARI [${r.origin.slice(0, 3)}_GATEWAY]`,
      city: (r) => r.destination,
    },
    {
      after: 40,
      code: 'DELIVERY',
      line: (r) => `SEDANG DIANTAR: DROP POINT [${r.destination}] (CONTACT: ${r.courierName})`,
      city: (r) => r.destination,
    },
    {
      after: 46,
      code: 'DELIVERED',
      line: (r) => `TERKIRIM: DROP POINT [${r.destination}] (DITERIMA OLEH: ${r.receiver})`,
      city: (r) => r.destination,
    },
  ],
  sicepat: [
    {
      after: 0,
      code: 'PICKREQ',
      line: (r) => `TERIMA PERMINTAAN PICK UP DARI [${r.partner}]`,
      city: () => '',
    },
    {
      after: 2,
      code: 'PICK',
      line: (r) => `PAKET TELAH DI INPUT (MANIFESTED) DI ${r.origin} [SICEPAT EKSPRES ${r.origin}]`,
      city: () => '',
    },
    {
      after: 8,
      code: 'OUT',
      line: (r) => `PAKET KELUAR DARI ${r.origin} [LINE HAUL DARAT ${r.origin} 1]`,
      city: () => '',
    },
    {
      after: 30,
      code: 'IN',
      line: (r) => `PAKET TELAH DI TERIMA DI ${r.destination} [${r.destination} SORTATION]`,
      city: () => '',
    },
    { after: 40, code: 'ANT', line: (r) => `PAKET DIBAWA [SIGESIT - ${r.courierName}]`, city: () => '' },
    {
      after: 46,
      code: 'DELIVERED',
      line: (r) => `PAKET DITERIMA OLEH [${r.receiver} - (YBS) YANG BERSANGKUTAN]`,
      city: () => '',
    },
  ],
};

/** The courier behind a marketplace courier name, as the marketplaces print them. */
export function courierOfName(name: string): Courier | null {
  const n = name.toLowerCase();
  if (n.startsWith('j&t')) return 'jnt';
  if (n.startsWith('jne')) return 'jne';
  if (n.startsWith('sicepat')) return 'sicepat';
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** d-m-Y H:i in WIB, as JNE prints times inside its lines. */
function wibDayFirst(ms: number) {
  const d = new Date(ms + 7 * HOUR);
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/**
 * The journey of a shipped sandbox order so far: each courier's scans, spaced as a two-day
 * inter-city delivery from the hand-over, up to `now`.
 */
export function parcelOf(shop: Shop, order: Order, now: number): Parcel | null {
  const courier = courierOfName(order.courier);
  if (!courier || !order.trackingNumber) return null;
  const steps = JOURNEYS[courier];
  const journeyHours = steps.at(-1)?.after ?? 0;
  // The marketplace's status and the courier's scans agree: a resi waiting for pickup has none yet,
  // a completed order's parcel was delivered.
  const waiting = AWAITING_PICKUP.test(order.status);
  const done = DELIVERED.test(order.status);
  const handedOver = order.shippedAt ?? order.paidAt ?? order.createdAt;
  const shippedAt = done ? Math.min(handedOver, now - journeyHours * HOUR) : handedOver;
  const route: Route = {
    origin: up(shop.city),
    destination: up(order.buyer.address.city),
    receiver: up(order.buyer.address.name || order.buyer.name),
    courierName: up(shop.platform === 'shopee' ? 'Rudi' : 'Agus'),
    partner: up(shop.platform),
  };
  const scans = steps
    .map((s) => ({ at: shippedAt + s.after * HOUR, code: s.code, text: s.line(route), city: s.city(route) }))
    .filter((s) => !waiting && s.at <= now)
    .map((s) => ({ ...s, text: s.text.replace('{time}', wibDayFirst(s.at)) }));
  const weightGrams = order.lines.reduce((sum, l) => sum + l.quantity * 500, 0);
  return {
    courier,
    awb: order.trackingNumber,
    service: order.courier.split(' ').slice(1).join(' ') || 'REG',
    shippedAt,
    origin: route.origin,
    destination: route.destination,
    shipper: shop.name,
    receiver: route.receiver,
    weightKg: Math.max(1, Math.ceil(weightGrams / 1000)),
    amount: order.shippingFee,
    scans,
    delivered: scans.length === steps.length,
  };
}

/** Y-m-d H:i in WIB (SiCepat, Binderbyte). */
export function wibYearFirst(ms: number) {
  const d = new Date(ms + 7 * HOUR);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

export { wibDayFirst };
