import type { FastifyInstance } from 'fastify';
import { formOf, queryOf } from '../core/body.ts';
import type { Sandbox } from '../core/context.ts';
import { type Courier, type Parcel, parcelOf, wibDayFirst, wibYearFirst } from './journey.ts';
import { COURIER_SANDBOX_KEYS } from './keys.ts';

export { COURIER_SANDBOX_KEYS } from './keys.ts';

const BINDERBYTE_NAMES: Record<Courier, string> = {
  jne: 'JNE Express',
  jnt: 'J&T Express',
  sicepat: 'SiCepat',
};

/**
 * Courier tracking emulators under `<prefix>` (the sandbox mounts them at /sandbox/couriers): JNE's
 * tracing API, SiCepat's waybill API, and Binderbyte's aggregator (Booster's path to J&T, whose own
 * API needs a contract). They answer for the resi numbers of shipped sandbox orders, with a journey
 * timed from the hand-over.
 */
export async function courierEmulators(app: FastifyInstance, options: { sandbox: Sandbox }) {
  const { world } = options.sandbox;
  const parcel = (awb: string, courier: Courier): Parcel | null => {
    const hit = world.findShipment(awb.trim());
    const found = hit ? parcelOf(hit.shop, hit.order, Date.now()) : null;
    return found?.courier === courier ? found : null;
  };

  // JNE: POST /tracing/api/list/v1/cnote/{awb}, form username + api_key; history oldest first.
  app.post<{ Params: { awb: string } }>('/jne/tracing/api/list/v1/cnote/:awb', async (request, reply) => {
    const form = formOf(request);
    if (
      form.username !== COURIER_SANDBOX_KEYS.jne.username ||
      form.api_key !== COURIER_SANDBOX_KEYS.jne.apiKey
    ) {
      return reply.code(401).send({ error: 'Invalid Username or API Key', status: false });
    }
    const p = parcel(request.params.awb, 'jne');
    if (!p) return reply.code(404).send({ error: 'Cnote No. Not Found.', status: false });
    const last = p.scans.at(-1);
    return {
      cnote: {
        cnote_no: p.awb,
        reference_number: '',
        cnote_origin: p.origin.slice(0, 3),
        cnote_destination: p.destination.slice(0, 3),
        cnote_services_code: p.service,
        servicetype: p.service,
        cnote_cust_no: '',
        cnote_date: new Date(p.shippedAt + 7 * 3_600_000).toISOString().slice(0, 19).replace('Z', ''),
        cnote_pod_receiver: p.delivered ? p.receiver : null,
        cnote_receiver_name: p.receiver,
        city_name: p.destination,
        cnote_pod_date: p.delivered && last ? wibDayFirst(last.at) : null,
        pod_status: p.delivered ? 'DELIVERED' : 'ON PROCESS',
        last_status: last?.text ?? '',
        cnote_weight: String(p.weightKg),
        cnote_amount: String(p.amount),
      },
      detail: [
        {
          cnote_no: p.awb,
          cnote_date: wibDayFirst(p.shippedAt),
          cnote_weight: String(p.weightKg),
          cnote_origin: p.origin.slice(0, 3),
          cnote_shipper_name: p.shipper,
          cnote_shipper_city: p.origin,
          cnote_receiver_name: p.receiver,
          cnote_receiver_city: p.destination,
        },
      ],
      history: p.scans.map((s) => ({ date: wibDayFirst(s.at), desc: s.text, code: s.code })),
    };
  });

  // SiCepat: GET /customer/waybill?waybill=, header api-key; the line is in `city`, the code in `status`.
  app.get('/sicepat/customer/waybill', async (request, reply) => {
    if (request.headers['api-key'] !== COURIER_SANDBOX_KEYS.sicepat.apiKey) {
      return reply.code(401).send({ sicepat: { status: { code: 401, description: 'Unauthorized' } } });
    }
    const p = parcel(queryOf(request).waybill ?? '', 'sicepat');
    if (!p)
      return reply.code(400).send({ sicepat: { status: { code: 400, description: 'Data not found' } } });
    const history = p.scans.map((s) => ({
      date_time: wibYearFirst(s.at),
      status: s.code,
      city: s.text,
      ...(s.code === 'DELIVERED' ? { receiver_name: p.receiver } : {}),
    }));
    const last = history.at(-1);
    return {
      sicepat: {
        status: { code: 200, description: 'OK' },
        result: {
          waybill_number: p.awb,
          kodeasal: p.origin.slice(0, 3),
          kodetujuan: p.destination.slice(0, 3),
          service: p.service,
          weight: p.weightKg,
          partner: '',
          sender: p.shipper,
          sender_address: p.origin,
          receiver_address: p.destination,
          receiver_name: p.receiver,
          realprice: p.amount,
          totalprice: p.amount,
          POD_receiver: p.delivered ? p.receiver : '',
          POD_receiver_time: p.delivered && last ? last.date_time : '',
          send_date: wibYearFirst(p.shippedAt),
          track_history: history,
          last_status: last ?? null,
        },
      },
    };
  });

  // Binderbyte: GET /v1/track?api_key&courier&awb; history newest first.
  app.get('/binderbyte/v1/track', async (request, reply) => {
    const q = queryOf(request);
    if (q.api_key !== COURIER_SANDBOX_KEYS.binderbyte.apiKey) {
      return reply.code(400).send({ status: 400, message: 'Invalid API Key' });
    }
    const courier = q.courier as Courier;
    const p = courier in BINDERBYTE_NAMES ? parcel(q.awb ?? '', courier) : null;
    if (!p) return reply.code(400).send({ status: 400, message: 'Invalid AWB or courier' });
    return {
      status: 200,
      message: 'Successfully tracked package',
      data: {
        summary: {
          awb: p.awb,
          courier: BINDERBYTE_NAMES[p.courier],
          service: p.service,
          status: p.delivered ? 'DELIVERED' : 'ON PROCESS',
          date: wibYearFirst(p.shippedAt),
          desc: '',
          amount: String(p.amount),
          weight: String(p.weightKg),
        },
        detail: { origin: p.origin, destination: p.destination, shipper: p.shipper, receiver: p.receiver },
        history: [...p.scans]
          .reverse()
          .map((s) => ({ date: wibYearFirst(s.at), desc: s.text, location: s.city })),
      },
    };
  });
}
