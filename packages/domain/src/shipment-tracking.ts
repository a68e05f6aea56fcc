/**
 * Shipment tracking (`/cek-resi`): the couriers Booster tracks, how a resi number tells its courier,
 * and what a courier's history says about the parcel.
 */
export const TRACKING_COURIERS = ['jne', 'jnt', 'sicepat'] as const;
export type TrackingCourier = (typeof TRACKING_COURIERS)[number];

export const TRACKING_COURIER_LABELS: Record<TrackingCourier, string> = {
  jne: 'JNE',
  jnt: 'J&T Express',
  sicepat: 'SiCepat',
};

/** Where the parcel is, in the words of every courier. */
export type ShipmentState = 'pickedUp' | 'inTransit' | 'withCourier' | 'delivered' | 'problem';

export type ShipmentEvent = { at: Date; description: string; location: string };

/** Letters and digits only, upper case: what people paste often carries spaces or dashes. */
export function normalizeResi(input: string): string {
  return input.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

const FORMATS: { courier: TrackingCourier; pattern: RegExp }[] = [
  // J&T: JP + 10 digits on real labels; JT/JX + 10–14 digits seen too.
  { courier: 'jnt', pattern: /^J[PTX]\d{10,14}$/ },
  // SiCepat: 12 digits starting 00 (TIKI also has 12 digits, so the 00 decides).
  { courier: 'sicepat', pattern: /^00\d{10}$/ },
  // JNE: 10–16 digits, or a prefix seen on its labels (CGK, TG, JNE) before them.
  { courier: 'jne', pattern: /^(?:CGK|TG|JNE)?\d{10,16}$/ },
];

/**
 * The couriers a resi number may belong to, the likeliest first. A number that fits none answers
 * every courier, so the caller tries them in turn.
 */
export function detectCouriers(resi: string): TrackingCourier[] {
  const matches = FORMATS.filter((f) => f.pattern.test(resi)).map((f) => f.courier);
  return matches.length ? matches : [...TRACKING_COURIERS];
}

/** The tracking courier of a marketplace courier name ("J&T Express", "JNE Reguler", "SiCepat REG"). */
export function trackingCourierOf(courierName: string): TrackingCourier | null {
  const name = courierName.toLowerCase();
  if (name.startsWith('j&t') || name.startsWith('jnt')) return 'jnt';
  if (name.startsWith('jne')) return 'jne';
  if (name.startsWith('sicepat')) return 'sicepat';
  return null;
}

const STATE_WORDS: { state: ShipmentState; words: RegExp }[] = [
  { state: 'problem', words: /HILANG|LOST|BERMASALAH|RETUR|DI ?KEMBALIKAN|RETURN/ },
  { state: 'delivered', words: /DELIVERED TO|TERKIRIM|DITERIMA OLEH|DELIVERED$/ },
  { state: 'withCourier', words: /WITH DELIVERY COURIER|SEDANG DIANTAR|PAKET DIBAWA|ON DELIVERY/ },
  { state: 'pickedUp', words: /SHIPMENT RECEIVED BY|TELAH DIAMBIL|PICK ?UP|MANIFEST/ },
];

/** What one history line says, read from the couriers' own vocabulary. */
export function stateOfEvent(description: string): ShipmentState {
  const text = description.toUpperCase();
  return STATE_WORDS.find((s) => s.words.test(text))?.state ?? 'inTransit';
}

/** The parcel's state: that of its newest history line. */
export function shipmentState(events: readonly ShipmentEvent[]): ShipmentState {
  if (events.length === 0) return 'pickedUp';
  const newest = events.reduce((a, b) => (b.at.getTime() > a.at.getTime() ? b : a));
  return stateOfEvent(newest.description);
}
