import type { ShipmentEvent, TrackingCourier } from '@booster/domain';

/** What a courier's API says about a parcel, in one shape for every courier. */
export type TrackedParcel = {
  service: string;
  origin: string;
  destination: string;
  receiver: string;
  events: ShipmentEvent[];
};

/** One courier's tracking API. `null`: the courier does not know this number. */
export type CourierTracker = {
  courier: TrackingCourier;
  track(resi: string): Promise<TrackedParcel | null>;
};

/** The courier answered something other than a parcel or "not found" (down, refused our key). */
export class CourierUnavailableError extends Error {}
