import type { TrackingCourier } from '@booster/domain';
import { z } from 'zod';
import { courierCall, str, timedEvents } from './http.ts';
import { type CourierTracker, CourierUnavailableError } from './port.ts';
import { parseWibTime } from './wib-time.ts';

export type BinderbyteConfig = { baseUrl: string; apiKey: string };

const answer = z.object({
  status: z.coerce.number(),
  message: z.string().optional(),
  data: z
    .object({
      summary: z.record(z.string(), z.unknown()),
      detail: z.record(z.string(), z.unknown()).optional(),
      history: z.array(z.record(z.string(), z.unknown())),
    })
    .optional(),
});

/**
 * Binderbyte's aggregator (`GET {host}/v1/track?api_key&courier&awb`) for a courier whose own API
 * needs a contract (J&T). A 400 whose message names the AWB means "not found"; another, our key.
 */
export function binderbyteTracker(
  courier: TrackingCourier,
  config: BinderbyteConfig,
  fetcher: typeof fetch,
): CourierTracker {
  return {
    courier,
    async track(resi) {
      const params = new URLSearchParams({ api_key: config.apiKey, courier, awb: resi });
      const { status, body } = await courierCall(fetcher, `${config.baseUrl}/v1/track?${params}`, {
        headers: { accept: 'application/json' },
      });
      const parsed = answer.safeParse(body);
      if (!parsed.success) throw new CourierUnavailableError(`Binderbyte answered ${status}`);
      const { data, message } = parsed.data;
      if (!data) {
        if (/awb|not found|tidak ditemukan/i.test(message ?? '')) return null;
        throw new CourierUnavailableError(`Binderbyte: ${message ?? status}`);
      }
      return {
        service: str(data.summary.service),
        origin: str(data.detail?.origin),
        destination: str(data.detail?.destination),
        receiver: str(data.detail?.receiver),
        events: timedEvents(data.history, (h) => ({
          at: parseWibTime(str(h.date)),
          description: str(h.desc),
          location: str(h.location),
        })),
      };
    },
  };
}
