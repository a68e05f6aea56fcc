import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/index.ts';
import type { MarketDataSource } from './keywords/index.ts';
import { createMarketSnapshots, utcDay } from './market-snapshots.ts';

const DAY_MS = 86_400_000;
/** Days before today the demo history holds, so 7- and 30-day estimates have their baselines. */
const HISTORY_DAYS = [30, 7, 1, 0];
/** The sandbox emulators' own header (apps/sandbox market-site.ts): answer as on this catalogue day. */
const MARKET_DAY_HEADER = 'x-sandbox-market-day';

/** A fetch whose every request asks the sandbox market for `day`'s answers. */
export function sandboxDayFetch(base: typeof fetch, day: number): typeof fetch {
  return ((input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    const headers = new Headers(init?.headers);
    headers.set(MARKET_DAY_HEADER, String(day));
    return base(input, { ...init, headers });
  }) as typeof fetch;
}

/**
 * Sandbox demo only: a fresh installation has no snapshot history, so Popular Products would stay
 * empty for a day and without 30-day estimates for a month. This takes the snapshots of 30, 7 and 1
 * day(s) ago and today from the sandbox market, each asked for that day's answers. Runs once, when
 * there is no snapshot at all; never against a live platform.
 */
export async function backfillSandboxHistory(deps: {
  db: Db;
  /** The sandbox market answering as on a catalogue day. */
  marketOn: (day: number) => MarketDataSource;
  now: () => number;
  logger?: Logger;
  pagesPerCategory?: number;
}): Promise<boolean> {
  const { rows } = await deps.db.execute<{ any: boolean }>(
    sql`select exists (select 1 from research_market_snapshots) as any`,
  );
  if (rows[0]?.any) return false;
  const today = Math.floor(deps.now() / DAY_MS);
  for (const back of HISTORY_DAYS) {
    const snapshots = createMarketSnapshots({
      db: deps.db,
      market: deps.marketOn(today - back),
      logger: deps.logger,
      pagesPerCategory: deps.pagesPerCategory ?? 2,
    });
    await snapshots.take({ day: utcDay((today - back) * DAY_MS) });
  }
  deps.logger?.info('research: sandbox market history of 30 days taken');
  return true;
}
