import type { ApiError, ShipmentTracking } from '@booster/contracts';
import { COURIER_SANDBOX_KEYS } from '@booster/sandbox';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { sandboxShops } from '../../test/marketplace.ts';

const t = useTestApp({ listen: true });

type SandboxOrder = { trackingNumber: string | null; courier: string; status: string };

/** A seeded sandbox order on its way or delivered (not waiting for pickup), per courier name prefix. */
async function shippedResi(prefix: string): Promise<string> {
  for (const shop of await sandboxShops(t.current, 'shopee')) {
    const res = await fetch(
      `${t.current.config.appUrl}/sandbox/_control/orders?platform=shopee&shopId=${shop.id}`,
    );
    const orders = (await res.json()) as SandboxOrder[];
    const hit = orders.find(
      (o) => o.trackingNumber && o.status !== 'PROCESSED' && o.courier.startsWith(prefix),
    );
    if (hit?.trackingNumber) return hit.trackingNumber;
  }
  throw new Error(`no shipped ${prefix} order in the sandbox`);
}

const track = (query: string) => t.current.api.get<ShipmentTracking & ApiError>(`/api/tracking?${query}`);

describe('shipment tracking (/api/tracking)', () => {
  it('tracks each courier, telling it from the number, with the same scans as the courier answered', async () => {
    const resi = await shippedResi('JNE');
    const res = await track(`resi=${resi.slice(0, 4)}-${resi.slice(4)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ resi, courier: 'jne', courierName: 'JNE' });
    const own = await fetch(
      `${t.current.config.appUrl}/sandbox/couriers/jne/tracing/api/list/v1/cnote/${resi}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `username=${COURIER_SANDBOX_KEYS.jne.username}&api_key=${COURIER_SANDBOX_KEYS.jne.apiKey}`,
      },
    ).then((r) => r.json() as Promise<{ history: { desc: string }[]; cnote: { pod_status: string } }>);
    // Newest first on our side, oldest first at JNE.
    expect(res.body.events.map((e) => e.description)).toEqual(own.history.map((h) => h.desc).reverse());
    if (own.cnote.pod_status === 'DELIVERED') expect(res.body.state).toBe('delivered');
    else expect(res.body.state).not.toBe('delivered');
    // WIB "d-m-Y H:i" read as Jakarta time: the newest event is not in the future.
    expect(new Date(res.body.events[0].at).getTime()).toBeLessThanOrEqual(Date.now());

    const jnt = await track(`resi=${await shippedResi('J&T')}`);
    expect(jnt.body).toMatchObject({ courier: 'jnt', courierName: 'J&T Express' });
    expect(jnt.body.events.at(-1)?.description).toMatch(/^TELAH DIAMBIL: DROP POINT/);
    expect(jnt.body.events[0].location).not.toBe('');

    const sicepat = await track(`resi=${await shippedResi('SiCepat')}&courier=sicepat`);
    expect(sicepat.body).toMatchObject({ courier: 'sicepat', courierName: 'SiCepat' });
    expect(sicepat.body.events.at(-1)?.description).toMatch(/^TERIMA PERMINTAAN PICK UP DARI \[SHOPEE\]$/);
  });

  it('refuses bad input with field messages and says when a resi is unknown', async () => {
    const fieldsOf = (res: Awaited<ReturnType<typeof track>>) =>
      (res.body.details as { fields: Record<string, string> }).fields;
    const empty = await track('resi=');
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty).resi).toBe('Nomor resi wajib diisi');
    const nul = await track('resi=JP12345%0067890');
    expect(nul.status).toBe(400);
    const courier = await track('resi=JP1234567890&courier=pos');
    expect(courier.status).toBe(400);
    expect(fieldsOf(courier).courier).toBe('Pilih kurir JNE, J&T atau SiCepat');
    const unknown = await track('resi=JP0000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(
      'Nomor resi tidak ditemukan. Periksa lagi nomornya atau pilih kurir lain',
    );
  });

  it('limits resi checks per address with a clear message', async () => {
    let limited: Awaited<ReturnType<typeof track>> | null = null;
    for (let i = 0; i < 40 && !limited; i++) {
      const res = await track('resi=JP0000000001');
      if (res.status === 429) limited = res;
    }
    expect(limited?.body.message).toMatch(/^Terlalu banyak pengecekan resi\. Coba lagi dalam \d+ detik$/);
  });
});
