import { apiHitCounting } from '../apps/server/src/modules/usage/index.ts';
import { createCounterBuffer, jakartaToday } from '../apps/server/src/platform/usage-counters/index.ts';
import { logIn, startBooster } from './lib/booster.ts';
import { compare } from './lib/load.ts';

/**
 * The API-hit counter's cost on a hot route: GET /api/auth/user through the same Booster server
 * with the counter on (ours) and off (baseline), alternating rounds. The counter adds one Map update
 * per request and a batched upsert every few seconds; the goal is a ratio of at least 0.95.
 */
/** What the hook does per request (day, key, Map update), timed alone over many distinct keys. */
function counterNanos() {
  const buffer = createCounterBuffer();
  const accounts = Array.from(
    { length: 500 },
    (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  );
  const routes = [
    '/api/auth/user',
    '/api/products/:id',
    '/api/orders',
    '/api/chat/conversations/:id/messages',
  ];
  const n = 1_000_000;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++)
    buffer.add([jakartaToday(), accounts[i % 500], 'GET', routes[i % 4]], i % 50 === 0);
  return Number(process.hrtime.bigint() - t0) / n;
}

export async function apiHitsBench() {
  const booster = await startBooster();
  try {
    const token = await logIn(booster.baseURL, 'seller@booster.test');
    const get = async () => {
      const res = await fetch(`${booster.baseURL}/api/auth/user`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status !== 200) throw new Error(`GET /api/auth/user answered ${res.status}`);
      await res.arrayBuffer();
    };
    const row = await compare(
      'GET /api/auth/user with the API-hit counter (baseline: counter off)',
      () => {
        apiHitCounting.enabled = true;
        return get();
      },
      () => {
        apiHitCounting.enabled = false;
        return get();
      },
      { requests: 1500, concurrency: 16, rounds: 8 },
    );
    apiHitCounting.enabled = true;
    await booster.container.usage.flush();
    console.log(`API-hit counter alone: ${counterNanos().toFixed(0)} ns per counted request (in process)`);
    return [row];
  } finally {
    await booster.stop();
  }
}
