import type { Marketplace } from '@booster/domain';
import type { Logger } from 'pino';
import type { Db } from '../../../platform/db/index.ts';
import { bindJob, type JobQueue, scheduledJob } from '../../../platform/jobs/index.ts';
import { ANALYSIS_PAGES, relatedKeywords } from './service.ts';
import type { KeywordSnapshots } from './snapshots.ts';
import { researchKeywordAnalyses } from './tables.ts';

export const keywordSnapshotJob = scheduledJob('research.keyword-snapshot.v1', {
  limit: 2,
  delaySeconds: 600,
  backoff: true,
});

/** Daily, after the market snapshot (00:45 Jakarta): every saved keyword's demand gets its point of the day. */
export const KEYWORD_SNAPSHOT_CRON = '45 17 * * *';

/**
 * Takes today's snapshot of every keyword some account saved (and one page of its related ones), so
 * demand over time grows without anyone re-running. A platform that refuses one keyword does not stop
 * the others; the job fails (and retries) only when every keyword failed.
 */
export function scheduleKeywordSnapshots(deps: {
  db: Db;
  jobs: JobQueue;
  snapshots: KeywordSnapshots;
  logger?: Logger;
}) {
  const job = bindJob(keywordSnapshotJob, async () => {
    const watched = await deps.db
      .selectDistinct({
        marketplace: researchKeywordAnalyses.marketplace,
        keyword: researchKeywordAnalyses.keyword,
      })
      .from(researchKeywordAnalyses);
    let failed = 0;
    for (const { marketplace, keyword } of watched) {
      try {
        const id = await deps.snapshots.ensure(marketplace as Marketplace, keyword, ANALYSIS_PAGES);
        for (const related of relatedKeywords(keyword, await deps.snapshots.suggestionsOf(id)))
          await deps.snapshots.ensure(marketplace as Marketplace, related, 1);
      } catch (err) {
        failed++;
        deps.logger?.warn({ err, marketplace, keyword }, 'keyword snapshot failed');
      }
    }
    if (watched.length > 0 && failed === watched.length) throw new Error('every keyword snapshot failed');
  });
  deps.jobs.register(job);
  deps.jobs.schedule(job, KEYWORD_SNAPSHOT_CRON, {});
  return job;
}
