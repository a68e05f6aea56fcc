import type { ItemFailure } from '@booster/contracts';
import { AdapterError } from '@booster/marketplaces';
import { AppError } from '../errors/index.ts';

/** What to do with an error thrown while working on one item against a platform. */
export type FailureVerdict = {
  /** Worth another attempt (platform down or limiting, or something unexpected broke). */
  retryable: boolean;
  /** The shop's grant is dead: the seller must integrate the shop again. */
  reconnect: boolean;
  /** What is stored and shown when no attempt is left. */
  failure: ItemFailure;
};

const REFUSAL_CODES = {
  'products.platformRejected': 'productRefused',
  'orders.platformRefused': 'orderRefused',
} as const;

function verdict(failure: ItemFailure, retryable = false, reconnect = false): FailureVerdict {
  return { retryable, reconnect, failure };
}

function ofAdapterError(err: AdapterError, marketplace: string): FailureVerdict {
  if (err.kind === 'configuration')
    return verdict({ code: 'platformConfiguration', params: { marketplace } });
  if (err.kind === 'expired_token' || err.kind === 'invalid_token')
    return verdict({ code: 'invalidAccessToken', params: {} }, false, true);
  if (err.retryable) return verdict({ code: 'platformUnavailable', params: { marketplace } }, true);
  if (err.kind === 'not_found') return verdict({ code: 'notFound', params: {} });
  return verdict({ code: 'platformRefused', params: { marketplace, reason: err.message } });
}

/**
 * The one failure policy of every job that calls a platform for an item (bulk edits, bulk shipping,
 * label batches, stock pushes, product syncs): retry or not, reconnect or not, and the code to keep.
 * A platform refusing Booster's partner setup (`configuration`) is neither retried nor a reconnect,
 * even though `callShop` answers it as MARKETPLACE_UNAVAILABLE.
 */
export function judgeFailure(err: unknown): FailureVerdict {
  if (err instanceof AdapterError) return ofAdapterError(err, 'Marketplace');
  if (!(err instanceof AppError)) return verdict({ code: 'internal', params: {} }, true);
  const params = err.params ?? {};
  const marketplace = String(params.marketplace ?? 'Marketplace');
  if (err.cause instanceof AdapterError && err.cause.kind === 'configuration')
    return verdict({ code: 'platformConfiguration', params: { marketplace } });
  switch (err.code) {
    case 'SHOP_DISCONNECTED':
      return verdict({ code: 'invalidAccessToken', params: {} }, false, true);
    case 'MARKETPLACE_UNAVAILABLE':
      return verdict({ code: 'platformUnavailable', params: { marketplace } }, true);
    case 'NOT_FOUND':
      return verdict({ code: 'notFound', params: {} });
  }
  if (Object.hasOwn(REFUSAL_CODES, err.messageKey)) {
    const code = REFUSAL_CODES[err.messageKey as keyof typeof REFUSAL_CODES];
    return verdict({ code, params: { marketplace, reason: String(params.reason ?? '') } });
  }
  // A refusal worded as an item failure (frames: no cover, unreadable cover) keeps that code.
  if (err.messageKey.startsWith('itemFailure.'))
    return verdict({ code: err.messageKey.slice('itemFailure.'.length) as ItemFailure['code'], params });
  if (err.messageKey.startsWith('listing.'))
    return verdict({
      code: 'listingRule',
      params: { ...params, rule: err.messageKey.slice('listing.'.length) },
    });
  return verdict({ code: 'error', params: { ...params, error: err.code } });
}

/**
 * A job's verdict on an item's failure: rethrows `err` (the queue retries the job) while the policy
 * says another attempt may help and one is left; otherwise answers the verdict to record.
 */
export function finalVerdict(err: unknown, job: { final: boolean }): FailureVerdict {
  const found = judgeFailure(err);
  if (found.retryable && !job.final) throw err;
  return found;
}

/** Shorthand of the policy for jobs that only decide whether to throw for another attempt. */
export const isRetryable = (err: unknown): boolean => judgeFailure(err).retryable;
