import { bindJob, type JobQueue, scheduledJob } from '../../platform/jobs/index.ts';
import { type MarketSnapshots, utcDay } from './market-snapshots.ts';

export const marketSnapshotJob = scheduledJob('research.market-snapshot.v1', {
  limit: 2,
  delaySeconds: 600,
  backoff: true,
});

/** Once a day, 00:30 in Jakarta (17:30 UTC): the day's sold counts, read after the sites' own day turned. */
export const MARKET_SNAPSHOT_CRON = '30 17 * * *';

/** Registers and schedules the daily market snapshot; the day is the module clock's UTC day. */
export function scheduleMarketSnapshots(deps: {
  jobs: JobQueue;
  snapshots: MarketSnapshots;
  now: () => number;
}) {
  const job = bindJob(marketSnapshotJob, async () => {
    await deps.snapshots.take({ day: utcDay(deps.now()) });
  });
  deps.jobs.register(job);
  deps.jobs.schedule(job, MARKET_SNAPSHOT_CRON, {});
  return job;
}
