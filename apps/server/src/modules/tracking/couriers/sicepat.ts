import { z } from 'zod';
import { courierCall, str, timedEvents } from './http.ts';
import { type CourierTracker, CourierUnavailableError } from './port.ts';
import { parseWibTime } from './wib-time.ts';

export type SicepatConfig = { baseUrl: string; apiKey: string };

const answer = z.object({
  sicepat: z.object({
    status: z.object({ code: z.coerce.number() }).loose(),
    result: z
      .object({ track_history: z.array(z.record(z.string(), z.unknown())).optional() })
      .loose()
      .nullish(),
  }),
});

/** SiCepat's waybill API: `GET {host}/customer/waybill?waybill=` with the `api-key` header. */
export function sicepatTracker(config: SicepatConfig, fetcher: typeof fetch): CourierTracker {
  return {
    courier: 'sicepat',
    async track(resi) {
      const { status, body } = await courierCall(
        fetcher,
        `${config.baseUrl}/customer/waybill?waybill=${encodeURIComponent(resi)}`,
        { headers: { 'api-key': config.apiKey, accept: 'application/json' } },
      );
      const parsed = answer.safeParse(body);
      if (!parsed.success) throw new CourierUnavailableError(`SiCepat answered ${status}`);
      const { status: state, result } = parsed.data.sicepat;
      if (state.code === 400 || state.code === 404) return null;
      if (state.code !== 200 || !result)
        throw new CourierUnavailableError(`SiCepat answered code ${state.code}`);
      const r = result as Record<string, unknown>;
      return {
        service: str(r.service),
        origin: str(r.sender_address) || str(r.kodeasal),
        destination: str(r.receiver_address) || str(r.kodetujuan),
        receiver: str(r.POD_receiver) || str(r.receiver_name),
        // The line is in `city`; `status` holds the scan code.
        events: timedEvents(result.track_history ?? [], (h) => ({
          at: parseWibTime(str(h.date_time)),
          description: str(h.city),
          location: '',
        })),
      };
    },
  };
}
