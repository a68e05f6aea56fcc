import { z } from 'zod';
import { courierCall, str, timedEvents } from './http.ts';
import { type CourierTracker, CourierUnavailableError } from './port.ts';
import { parseWibTime } from './wib-time.ts';

export type JneConfig = { baseUrl: string; username: string; apiKey: string };

const answer = z.object({
  cnote: z.record(z.string(), z.unknown()).optional(),
  detail: z.array(z.record(z.string(), z.unknown())).optional(),
  history: z.array(z.object({ date: z.unknown(), desc: z.unknown() }).loose()).optional(),
});

/** JNE's tracing API: `POST {host}/tracing/api/list/v1/cnote/{awb}` with the account's form credentials. */
export function jneTracker(config: JneConfig, fetcher: typeof fetch): CourierTracker {
  return {
    courier: 'jne',
    async track(resi) {
      const { status, body } = await courierCall(
        fetcher,
        `${config.baseUrl}/tracing/api/list/v1/cnote/${encodeURIComponent(resi)}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ username: config.username, api_key: config.apiKey }).toString(),
        },
      );
      const parsed = answer.safeParse(body);
      if (
        status === 404 ||
        (parsed.success && !parsed.data.cnote && /not found/i.test(str((body as { error?: unknown })?.error)))
      )
        return null;
      if (status !== 200 || !parsed.success || !parsed.data.cnote)
        throw new CourierUnavailableError(`JNE answered ${status}`);
      const cnote = parsed.data.cnote;
      const detail = parsed.data.detail?.[0] ?? {};
      return {
        service: str(cnote.cnote_services_code),
        origin: str(detail.cnote_shipper_city) || str(cnote.cnote_origin),
        destination: str(detail.cnote_receiver_city) || str(cnote.city_name),
        receiver: str(cnote.cnote_pod_receiver) || str(cnote.cnote_receiver_name),
        events: timedEvents(parsed.data.history ?? [], (h) => ({
          at: parseWibTime(str(h.date)),
          description: str(h.desc),
          location: '',
        })),
      };
    },
  };
}
