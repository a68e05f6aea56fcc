import { bindJob, type JobQueue, scheduledJob } from '../../../platform/jobs/index.ts';
import { createExpirySweep, type ExpirySweepDeps } from './expiry-sweep.ts';

export const expirySweepJob = scheduledJob('billing.expiry-sweep.v1', {
  limit: 2,
  delaySeconds: 60,
  backoff: true,
});

/** Every hour (UTC cron): reminders go out within the hour a stage is due, plans end within the hour. */
export const EXPIRY_SWEEP_CRON = '5 * * * *';

/** The expiry job of billing: registered and scheduled here; `sweep.run(now)` is its work. */
export function createExpiry(deps: ExpirySweepDeps & { jobs: JobQueue }) {
  const sweep = createExpirySweep(deps);
  const job = bindJob(expirySweepJob, async () => {
    await sweep.run(new Date());
  });
  deps.jobs.register(job);
  deps.jobs.schedule(job, EXPIRY_SWEEP_CRON, {});
  return { sweep, job };
}
