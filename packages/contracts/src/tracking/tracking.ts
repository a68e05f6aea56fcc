import { TRACKING_COURIERS } from '@booster/domain';
import { z } from 'zod';
import { text } from '../common/fields.ts';
import { defineRoute } from '../common/route.ts';

export const trackingCourierSchema = z.enum(TRACKING_COURIERS, { error: 'validation.courierInvalid' });

export const trackingQuerySchema = z.object({
  /** The resi number as pasted; spaces and dashes are dropped. */
  resi: text({ error: 'validation.resiRequired' })
    .trim()
    .min(1, { error: 'validation.resiRequired' })
    .transform((v) => v.replace(/[^0-9a-z]/gi, '').toUpperCase())
    .pipe(
      z.string().min(8, { error: 'validation.resiInvalid' }).max(30, { error: 'validation.resiInvalid' }),
    ),
  /** Without it the courier is told from the number's format. */
  courier: trackingCourierSchema.optional(),
});

export const shipmentEventSchema = z.object({
  at: z.string(),
  description: z.string(),
  location: z.string(),
});

export const shipmentTrackingSchema = z.object({
  resi: z.string(),
  courier: trackingCourierSchema,
  courierName: z.string(),
  service: z.string(),
  state: z.enum(['pickedUp', 'inTransit', 'withCourier', 'delivered', 'problem']),
  origin: z.string(),
  destination: z.string(),
  receiver: z.string(),
  /** Newest first. */
  events: z.array(shipmentEventSchema),
  checkedAt: z.string(),
});
export type ShipmentTracking = z.infer<typeof shipmentTrackingSchema>;

export const trackingRoutes = {
  track: defineRoute({
    method: 'GET',
    path: '/api/tracking',
    summary: "A shipment's courier timeline by resi number (public, rate limited per address)",
    tags: ['tracking'],
    query: trackingQuerySchema,
    response: shipmentTrackingSchema,
  }),
} as const;
