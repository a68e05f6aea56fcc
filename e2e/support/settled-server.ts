import { MARKETPLACES } from '@booster/domain';

/** The seeded seller's password (browser.ts DEMO_PASSWORD; that file needs a test's context). */
const SELLER = { email: 'seller@booster.test', password: 'booster123' };
const LIMIT_MS = 240_000;

/**
 * Right after it starts, the demo server takes a month of market snapshots from its own emulators
 * (research sandbox-history.ts): minutes of work in the server's process. The first journeys ran beside
 * it and timed out on a plain login under load; they start once every marketplace has its days now.
 * Best effort: after LIMIT_MS the journeys start anyway (research-popular checks the history itself).
 */
export async function untilStartUpWorkDone(baseURL: string) {
  const started = Date.now();
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SELLER),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const days = async (marketplace: string) => {
    const res = await fetch(`${baseURL}/api/research/popular/filters?marketplace=${marketplace}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return res.ok ? ((await res.json()) as { days: number }).days : 0;
  };
  while (Date.now() - started < LIMIT_MS) {
    const counts = await Promise.all(MARKETPLACES.map(days));
    if (counts.every((n) => n >= 4)) {
      console.log(
        `e2e: the server's start-up market history took ${Math.round((Date.now() - started) / 1000)} s`,
      );
      return;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.warn(`e2e: the server's start-up market history was not done after ${LIMIT_MS / 1000} s`);
}
