import type { PublicUrlProblem } from '@booster/marketplaces';
import { AdapterError } from '@booster/marketplaces';
import { AppError, fieldError } from '../../platform/errors/index.ts';

const PROBLEM_KEYS = {
  invalid: 'productScrape.urlInvalid',
  foreign: 'productScrape.foreignUrl',
  unsupported_page: 'productScrape.unsupportedPage',
} as const;

/** A pasted address that cannot be scraped: 400 on `url`. */
export function urlProblem(problem: PublicUrlProblem): AppError {
  return fieldError('url', PROBLEM_KEYS[problem]);
}

/**
 * What reading a public page failed with, as the seller sees it on the link they pasted: not there
 * (404), unreadable (a bot wall or a changed page), off the platforms (a redirect elsewhere), or the
 * platform not answering (retry later).
 */
export function pageFailure(err: unknown): unknown {
  if (!(err instanceof AdapterError)) return err;
  if (err.kind === 'not_found') return fieldError('url', 'productScrape.pageNotFound');
  if (err.platformCode === 'foreign_host') return fieldError('url', 'productScrape.foreignUrl');
  if (err.retryable)
    return new AppError('MARKETPLACE_UNAVAILABLE', { cause: err, params: { marketplace: 'Marketplace' } });
  return fieldError('url', 'productScrape.pageUnreadable');
}

/** The same for one product of a shop scrape: stored as an item failure code. */
export function itemFailure(err: unknown): unknown {
  if (!(err instanceof AdapterError) || err.retryable || err.kind === 'not_found') return err;
  return new AppError('BAD_REQUEST', { messageKey: 'itemFailure.pageUnreadable', cause: err });
}
