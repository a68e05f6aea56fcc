import pg from 'pg';
import type { Logger } from 'pino';
import type { JobFeed } from './definition.ts';

/** The NOTIFY channel of every feed; the payload is the feed's name. */
export const FEED_CHANNEL = 'booster_job_feeds';
const RECONNECT_MS = 1000;
/**
 * The least time between two wake-ups of a process. A worker already claiming loops until the feed
 * is empty and needs no second one; measured, a NOTIFY every 10 ms still cost the intake a third of
 * its throughput (each notifying commit takes PostgreSQL's global notify lock), every 100 ms nothing.
 */
const WAKE_GAP_MS = 100;

/**
 * Sends wake-ups with at most one NOTIFY in flight and a short gap after each: the names asked for
 * meanwhile go out together in the next one. A NOTIFY per request would serialise their commits (PostgreSQL holds a global
 * lock from a notifying transaction's pre-commit until its end), so the request path only asks.
 */
export function createFeedWaker(pool: pg.Pool, log: Logger) {
  const waiting = new Set<string>();
  let sending: Promise<void> | null = null;

  async function send() {
    while (waiting.size > 0) {
      const names = [...waiting];
      waiting.clear();
      try {
        await pool.query('select pg_notify($1, $2)', [FEED_CHANNEL, names.join(',')]);
      } catch (err) {
        log.warn({ err, feeds: names }, 'feed wake-up not sent; the sweep will find the rows');
      }
      await new Promise((resolve) => setTimeout(resolve, WAKE_GAP_MS));
    }
    sending = null;
  }

  return {
    wake(feed: JobFeed) {
      waiting.add(feed.name);
      sending ??= send();
    },
    /** Waits for the wake-ups already asked for. */
    async flush() {
      await sending;
    },
  };
}

/**
 * In a worker process: LISTENs for wake-ups and sweeps each feed on its interval, claiming batches
 * until the feed is empty. One claim loop per feed at a time; a wake-up during a loop runs it again.
 */
export function startFeedRunner(connectionString: string, feeds: readonly JobFeed[], log: Logger) {
  const loops = new Map<string, { running: Promise<void> | null; again: boolean }>();
  const timers: NodeJS.Timeout[] = [];
  let client: pg.Client | null = null;
  let stopped = false;

  async function drain(feed: JobFeed) {
    const state = loops.get(feed.name);
    if (!state) return;
    do {
      state.again = false;
      try {
        while (!stopped && (await feed.claim()) > 0) {}
      } catch (err) {
        log.warn({ err, feed: feed.name }, 'feed claim failed; the next sweep tries again');
      }
    } while (state.again && !stopped);
    state.running = null;
  }

  function kick(feed: JobFeed) {
    const state = loops.get(feed.name);
    if (!state || stopped) return;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = drain(feed);
  }

  async function listen() {
    if (stopped) return;
    const next = new pg.Client({ connectionString, application_name: 'booster-job-feeds' });
    const retry = () => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => {});
      if (!stopped) timers.push(setTimeout(() => void listen(), RECONNECT_MS));
    };
    next.on('error', (err) => {
      log.warn({ err }, 'feed listener lost its connection; reconnecting');
      retry();
    });
    next.on('end', retry);
    next.on('notification', (message) => {
      for (const name of message.payload?.split(',') ?? []) {
        const feed = feeds.find((f) => f.name === name);
        if (feed) kick(feed);
      }
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${FEED_CHANNEL}`);
      // Rows stored while nobody listened are claimed now, not at the next sweep.
      for (const feed of feeds) kick(feed);
    } catch (err) {
      log.warn({ err }, 'feed listener could not connect; sweeping only until it does');
      retry();
    }
  }

  for (const feed of feeds) {
    loops.set(feed.name, { running: null, again: false });
    timers.push(setInterval(() => kick(feed), feed.sweepSeconds * 1000));
    kick(feed);
  }
  void listen();

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      const closing = client;
      client = null;
      await closing?.end().catch(() => {});
      await Promise.all([...loops.values()].map((s) => s.running));
    },
  };
}
