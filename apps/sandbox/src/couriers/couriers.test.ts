import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installBodyParsers } from '../core/body.ts';
import type { Sandbox } from '../core/context.ts';
import type { Order } from '../core/types.ts';
import { World } from '../core/world.ts';
import { courierEmulators } from './index.ts';
import { COURIER_SANDBOX_KEYS } from './keys.ts';

const HOUR = 3_600_000;
let app: FastifyInstance;
const world = new World(7);

beforeAll(async () => {
  app = Fastify();
  installBodyParsers(app);
  await app.register(courierEmulators, { prefix: '/sandbox/couriers', sandbox: { world } as Sandbox });
  await app.ready();
});
afterAll(() => app.close());

/** A seeded Shopee order handed to `courier` `hoursAgo` hours ago. */
function shipped(courier: string, hoursAgo: number, status = 'SHIPPED'): Order {
  const shop = world.shopsOf('shopee')[0];
  const order = shop.orders.find((o) => !o.trackingNumber && !o.shippedAt) as Order;
  order.courier = courier;
  world.ship(order, status);
  order.shippedAt = Date.now() - hoursAgo * HOUR;
  return order;
}

const jne = (
  awb: string,
  form = `username=${COURIER_SANDBOX_KEYS.jne.username}&api_key=${COURIER_SANDBOX_KEYS.jne.apiKey}`,
) =>
  app.inject({
    method: 'POST',
    url: `/sandbox/couriers/jne/tracing/api/list/v1/cnote/${awb}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });

describe('courier tracking emulators', () => {
  it('JNE answers a delivered parcel oldest first with the receiver, and refuses wrong keys and numbers', async () => {
    const order = shipped('JNE Reguler', 50);
    const res = await jne(order.trackingNumber as string);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cnote).toMatchObject({ cnote_no: order.trackingNumber, pod_status: 'DELIVERED' });
    expect(body.cnote.cnote_pod_receiver).toBe(order.buyer.address.name.toUpperCase());
    expect(body.history[0].desc).toMatch(/^SHIPMENT RECEIVED BY JNE COUNTER OFFICER AT \[/);
    expect(body.history.at(-1).desc).toMatch(/^DELIVERED TO \[/);
    expect(body.history[0].date).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);

    expect((await jne(order.trackingNumber as string, 'username=x&api_key=y')).statusCode).toBe(401);
    const missing = await jne('0100000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Cnote No. Not Found.', status: false });
  });

  it('SiCepat answers the scans so far, its lines in `city`, and the parcel is not yet delivered', async () => {
    const order = shipped('SiCepat REG', 10);
    const res = await app.inject({
      method: 'GET',
      url: `/sandbox/couriers/sicepat/customer/waybill?waybill=${order.trackingNumber}`,
      headers: { 'api-key': COURIER_SANDBOX_KEYS.sicepat.apiKey },
    });
    const result = res.json().sicepat.result;
    expect(result.track_history.map((h: { status: string }) => h.status)).toEqual(['PICKREQ', 'PICK', 'OUT']);
    expect(result.track_history[0].city).toBe('TERIMA PERMINTAAN PICK UP DARI [SHOPEE]');
    expect(result.POD_receiver).toBe('');
  });

  it('Binderbyte tracks J&T newest first with the city, and only under the right courier', async () => {
    const order = shipped('J&T Express', 41);
    const url = (courier: string) =>
      `/sandbox/couriers/binderbyte/v1/track?api_key=${COURIER_SANDBOX_KEYS.binderbyte.apiKey}&courier=${courier}&awb=${order.trackingNumber}`;
    const res = await app.inject({ method: 'GET', url: url('jnt') });
    const data = res.json().data;
    expect(data.summary).toMatchObject({
      awb: order.trackingNumber,
      courier: 'J&T Express',
      status: 'ON PROCESS',
    });
    expect(data.history[0].desc).toMatch(/^SEDANG DIANTAR: DROP POINT \[/);
    expect(data.history[0].location).toBe(order.buyer.address.city.toUpperCase());
    const wrong = await app.inject({ method: 'GET', url: url('jne') });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid AWB or courier');
  });

  it('agrees with the marketplace status: no scans before pickup, delivered once completed', async () => {
    const waiting = shipped('JNE Reguler', 50, 'PROCESSED');
    expect((await jne(waiting.trackingNumber as string)).json().history).toEqual([]);
    const completed = shipped('JNE Reguler', 1, 'COMPLETED');
    const body = (await jne(completed.trackingNumber as string)).json();
    expect(body.cnote.pod_status).toBe('DELIVERED');
    expect(body.history.at(-1).desc).toMatch(/^DELIVERED TO \[/);
  });

  it('finds a seeded parcel before any emulator has asked for its shop (a fresh sandbox)', () => {
    const seeded = new World(11)
      .shopsOf('lazada')
      .flatMap((shop) => shop.orders)
      .find((o) => o.trackingNumber);
    const fresh = new World(11);
    expect(fresh.findShipment(seeded?.trackingNumber as string)?.order.id).toBe(seeded?.id);
  });
});
