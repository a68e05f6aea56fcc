import { apiHitCounting } from '../apps/server/src/modules/usage/index.ts';
import { createCounterBuffer, jakartaToday } from '../apps/server/src/platform/usage-counters/index.ts';
import { logIn, startBooster } from './lib/booster.ts';
import { compare } from './lib/load.ts';

/**
 * The API-hit counter's cost on a hot route: GET /api/auth/user on two Booster servers in this
 * process, alternating rounds: one with the counter (ours) and one built without its hook at all
 * (baseline), so the hook's dispatch is measured too, not only its body. The counter adds one Map
 * update per request and a batched upsert every few seconds; the goal is a ratio of at least 0.95.
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

async function userGetter(baseURL: string) {
  const token = await logIn(baseURL, 'seller@booster.test');
  return async () => {
    const res = await fetch(`${baseURL}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`GET /api/auth/user answered ${res.status}`);
    await res.arrayBuffer();
  };
}

/** Today's counted calls in that server's database. */
async function seenHits(booster: Awaited<ReturnType<typeof startBooster>>) {
  const report = await booster.container.usage.reports.apiHits({});
  return report.members.reduce((sum, m) => sum + m.hits, 0);
}

export async function apiHitsBench() {
  apiHitCounting.installed = false;
  const bare = await startBooster().finally(() => {
    apiHitCounting.installed = true;
  });
  const counted = await startBooster().catch(async (err) => {
    await bare.stop();
    throw err;
  });
  // The counts are process-wide: the baseline app must not write the counted app's counts.
  await bare.container.usage.stop();
  try {
    const before = await seenHits(counted);
    const row = await compare(
      'GET /api/auth/user with the API-hit counter (baseline: the same app built without it)',
      await userGetter(counted.baseURL),
      await userGetter(bare.baseURL),
      { requests: 1500, concurrency: 16, rounds: 8 },
    );
    // Ours really counted every call (8 rounds of 1,500), the baseline's included would be more.
    await counted.container.usage.flush();
    const hits = (await seenHits(counted)) - before;
    if (hits !== 8 * 1500) throw new Error(`the counter saw ${hits} calls, expected ${8 * 1500}`);
    console.log(`API-hit counter alone: ${counterNanos().toFixed(0)} ns per counted request (in process)`);
    return [row];
  } finally {
    await counted.stop();
    await bare.stop();
  }
}
