import { logIn } from './lib/booster.ts';
import { connectShopeeShop } from './lib/connect-shop.ts';
import { openClients } from './lib/ws-clients.ts';
import { withLiveBooster } from './support-live.ts';

/**
 * 1,000 open tabs of one seller on /ws. A buyer orders in a connected sandbox shop; the platform
 * pushes its signed webhook; Booster reads the order, stores it, creates the notification and
 * sends 'notif' to every tab. We time from the order (the control call that delivers the webhook)
 * to each tab holding the frame. The baseline is the fan-out alone: the same 'notif' published
 * straight to the account's room (LISTEN/NOTIFY and the websocket sends), timed the same way.
 */
const SELLER = 'seller@booster.test';
const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 1000);
const ROUNDS = 10;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export async function notificationFanoutBench() {
  return withLiveBooster(async (booster, db) => {
    const accessToken = await logIn(booster.baseURL, SELLER);
    const shopId = (await connectShopeeShop(booster.baseURL, accessToken, 'app')).shopid;
    const { rows: owner } = await db.query('select id from users where email = $1', [SELLER]);
    const accountId = owner[0].id as string;
    // The first reconciliation stores the shop's history silently; wait for it before timing.
    for (let i = 0; i < 240; i++) {
      const { rows } = await db.query('select count(*)::int as n from orders where account_id = $1', [
        accountId,
      ]);
      if (rows[0].n > 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const products = (await (
      await fetch(`${booster.baseURL}/sandbox/_control/products?platform=shopee&shopId=${shopId}`)
    ).json()) as { id: string; status: string; variants: { id: string; stock: number }[] }[];
    const sellable = products.filter((p) => p.status === 'NORMAL' && p.variants.some((v) => v.stock > 0));

    const clients = await openClients(booster.baseURL, [accessToken], CLIENTS);
    console.log(`  ${CLIENTS} websocket clients open`);
    const ours: number[] = [];
    const floor: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const product = sellable[round % sellable.length];
      const variant = product.variants.find((v) => v.stock > 0) ?? product.variants[0];
      clients.clear();
      const t0 = performance.now();
      const placed = await fetch(`${booster.baseURL}/sandbox/_control/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          platform: 'shopee',
          shopId,
          lines: [{ productId: product.id, variantId: variant.id, quantity: 1 }],
        }),
      });
      if (!placed.ok) throw new Error(`order: ${placed.status} ${await placed.text()}`);
      const times = await clients.waitForAll((f) => f.event === 'notif', 30_000);
      ours.push(...times.map((at) => at - t0));

      clients.clear();
      const t1 = performance.now();
      await booster.container.realtime.publish(`notifications:${accountId}`, 'notif', {
        type: 'order',
        notification: { _id: `bench-${round}` },
      });
      const direct = await clients.waitForAll((f) => f.event === 'notif', 30_000);
      floor.push(...direct.map((at) => at - t1));
    }
    await clients.close();
    ours.sort((a, b) => a - b);
    floor.sort((a, b) => a - b);
    console.log(
      `\n| notification fan-out (${CLIENTS} websocket clients, ${ROUNDS} orders) | median ms | p99 ms |`,
    );
    console.log('|---|---|---|');
    console.log(
      `| order webhook → every tab holds 'notif' (Booster) | ${quantile(ours, 0.5).toFixed(0)} | ${quantile(ours, 0.99).toFixed(0)} |`,
    );
    console.log(
      `| publish to the room → every tab (fan-out floor) | ${quantile(floor, 0.5).toFixed(0)} | ${quantile(floor, 0.99).toFixed(0)} |`,
    );
    console.log(
      `| ratio (Booster/floor, lower is better) | ${(quantile(ours, 0.5) / quantile(floor, 0.5)).toFixed(2)} | ${(quantile(ours, 0.99) / quantile(floor, 0.99)).toFixed(2)} |`,
    );
    return [];
  });
}
