import type { ShipmentTracking } from '@booster/contracts';
import {
  detectCouriers,
  shipmentState,
  TRACKING_COURIER_LABELS,
  type TrackingCourier,
} from '@booster/domain';
import { AppError } from '../../platform/errors/index.ts';
import { type CourierTracker, CourierUnavailableError, type TrackedParcel } from './couriers/port.ts';

export type TrackingServiceOptions = {
  trackers: Partial<Record<TrackingCourier, CourierTracker>>;
  /** How long a courier's answer is kept (a parcel moves a few times a day). */
  cacheTtlMs?: number;
  /** How long a "not found" is kept (a fresh resi appears at the courier within minutes). */
  missTtlMs?: number;
  maxCached?: number;
};

type Cached = { expiresAt: number; parcel: TrackedParcel | null; checkedAt: Date };

function view(courier: TrackingCourier, resi: string, cached: Cached): ShipmentTracking {
  const parcel = cached.parcel as TrackedParcel;
  const events = [...parcel.events].sort((a, b) => b.at.getTime() - a.at.getTime());
  return {
    resi,
    courier,
    courierName: TRACKING_COURIER_LABELS[courier],
    service: parcel.service,
    state: shipmentState(events),
    origin: parcel.origin,
    destination: parcel.destination,
    receiver: parcel.receiver,
    events: events.map((e) => ({ at: e.at.toISOString(), description: e.description, location: e.location })),
    checkedAt: cached.checkedAt.toISOString(),
  };
}

/**
 * Tracks a resi number with its courier (told from the number when not chosen, trying the
 * candidates in turn). Answers are cached briefly per courier and number, in process memory.
 */
export function createTrackingService(options: TrackingServiceOptions) {
  const { trackers, cacheTtlMs = 5 * 60_000, missTtlMs = 60_000, maxCached = 5_000 } = options;
  const cache = new Map<string, Cached>();

  async function lookup(courier: TrackingCourier, resi: string): Promise<Cached> {
    const key = `${courier}:${resi}`;
    const hit = cache.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit;
    const tracker = trackers[courier];
    if (!tracker) throw new CourierUnavailableError(`${courier} is not configured`);
    const parcel = await tracker.track(resi);
    const entry = {
      parcel,
      checkedAt: new Date(),
      expiresAt: Date.now() + (parcel ? cacheTtlMs : missTtlMs),
    };
    cache.delete(key);
    cache.set(key, entry);
    // Oldest first in insertion order: drop from the front past the bound.
    while (cache.size > maxCached) cache.delete(cache.keys().next().value as string);
    return entry;
  }

  return {
    async track(query: { resi: string; courier?: TrackingCourier }): Promise<ShipmentTracking> {
      const candidates = query.courier ? [query.courier] : detectCouriers(query.resi);
      let unavailable = false;
      for (const courier of candidates) {
        try {
          const found = await lookup(courier, query.resi);
          if (found.parcel) return view(courier, query.resi, found);
        } catch (error) {
          if (!(error instanceof CourierUnavailableError)) throw error;
          unavailable = true;
        }
      }
      if (unavailable) throw new AppError('SERVICE_UNAVAILABLE', { messageKey: 'errors.courierUnavailable' });
      throw new AppError('NOT_FOUND', { messageKey: 'errors.resiNotFound' });
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
