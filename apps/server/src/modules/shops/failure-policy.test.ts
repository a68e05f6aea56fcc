import type { ItemFailure } from '@booster/contracts';
import { AdapterError, type AdapterErrorKind } from '@booster/marketplaces';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/index.ts';
import { judgeFailure, renderFailure } from '../../platform/failures/index.ts';
import { adapterFailure } from './deps.ts';

type Expected = { retryable: boolean; reconnect: boolean; failure: ItemFailure };

/**
 * Every platform error kind as a job sees it: thrown by the adapter inside `callShop`, which maps it
 * (adapterFailure), then judged by the one failure policy. A new kind fails to compile here.
 */
const THROUGH_CALL_SHOP: Record<AdapterErrorKind, Expected> = {
  expired_token: { retryable: false, reconnect: true, failure: { code: 'invalidAccessToken', params: {} } },
  invalid_token: { retryable: false, reconnect: true, failure: { code: 'invalidAccessToken', params: {} } },
  rate_limited: {
    retryable: true,
    reconnect: false,
    failure: { code: 'platformUnavailable', params: { marketplace: 'Shopee' } },
  },
  platform: {
    retryable: true,
    reconnect: false,
    failure: { code: 'platformUnavailable', params: { marketplace: 'Shopee' } },
  },
  configuration: {
    retryable: false,
    reconnect: false,
    failure: { code: 'platformConfiguration', params: { marketplace: 'Shopee' } },
  },
  // callShop passes refusals through as a generic auth failure; modules map them before (refusedField).
  not_found: {
    retryable: false,
    reconnect: false,
    failure: { code: 'error', params: { marketplace: 'Shopee', error: 'MARKETPLACE_AUTH_FAILED' } },
  },
  invalid_input: {
    retryable: false,
    reconnect: false,
    failure: { code: 'error', params: { marketplace: 'Shopee', error: 'MARKETPLACE_AUTH_FAILED' } },
  },
  unsupported: {
    retryable: false,
    reconnect: false,
    failure: { code: 'error', params: { marketplace: 'Shopee', error: 'MARKETPLACE_AUTH_FAILED' } },
  },
};

const RAW: Record<AdapterErrorKind, Pick<Expected, 'retryable' | 'reconnect'> & { code: string }> = {
  expired_token: { retryable: false, reconnect: true, code: 'invalidAccessToken' },
  invalid_token: { retryable: false, reconnect: true, code: 'invalidAccessToken' },
  rate_limited: { retryable: true, reconnect: false, code: 'platformUnavailable' },
  platform: { retryable: true, reconnect: false, code: 'platformUnavailable' },
  configuration: { retryable: false, reconnect: false, code: 'platformConfiguration' },
  not_found: { retryable: false, reconnect: false, code: 'notFound' },
  invalid_input: { retryable: false, reconnect: false, code: 'platformRefused' },
  unsupported: { retryable: false, reconnect: false, code: 'platformRefused' },
};

describe('the platform failure policy', () => {
  for (const [kind, expected] of Object.entries(THROUGH_CALL_SHOP)) {
    it(`judges '${kind}' thrown inside callShop`, () => {
      const thrown = adapterFailure(
        new AdapterError(kind as AdapterErrorKind, 'nope', 'x'),
        'shopee',
        'call',
      );
      expect(judgeFailure(thrown)).toEqual(expected);
    });
  }

  for (const [kind, expected] of Object.entries(RAW)) {
    it(`judges a raw '${kind}' adapter error`, () => {
      const verdict = judgeFailure(new AdapterError(kind as AdapterErrorKind, 'Order status is wrong.', 'x'));
      expect({
        retryable: verdict.retryable,
        reconnect: verdict.reconnect,
        code: verdict.failure.code,
      }).toEqual(expected);
    });
  }

  it('keeps a wrong signature the adapter marks not retryable as a refusal, not a retry', () => {
    const err = new AdapterError('platform', 'wrong sign', 'error_sign', undefined, { retryable: false });
    expect(judgeFailure(err)).toMatchObject({ retryable: false, failure: { code: 'platformRefused' } });
  });

  it("keeps the platform's words of a refusal and the rule of a listing check", () => {
    const refused = new AppError('BAD_REQUEST', {
      messageKey: 'orders.platformRefused',
      params: { marketplace: 'Shopee', reason: 'Order status is not READY_TO_SHIP.' },
    });
    expect(judgeFailure(refused).failure).toEqual({
      code: 'orderRefused',
      params: { marketplace: 'Shopee', reason: 'Order status is not READY_TO_SHIP.' },
    });
    const rule = new AppError('VALIDATION_FAILED', {
      messageKey: 'listing.priceRange',
      params: { min: 100, max: 150_000_000 },
    });
    expect(judgeFailure(rule)).toMatchObject({
      retryable: false,
      failure: { code: 'listingRule', params: { rule: 'priceRange', min: 100, max: 150_000_000 } },
    });
  });

  it('retries what nobody expected and records it as internal', () => {
    expect(judgeFailure(new TypeError('boom'))).toEqual({
      retryable: true,
      reconnect: false,
      failure: { code: 'internal', params: {} },
    });
  });
});

describe('a stored failure', () => {
  it('reads in the locale of whoever reads it', () => {
    const stored = JSON.parse(
      JSON.stringify(
        judgeFailure(
          new AppError('VALIDATION_FAILED', {
            messageKey: 'listing.priceRange',
            params: { min: 100, max: 150_000_000 },
          }),
        ).failure,
      ),
    ) as ItemFailure;
    expect(renderFailure('id', stored)).toBe('Harga harus Rp\u00a0100 sampai Rp\u00a0150.000.000');
    expect(renderFailure('en', stored)).toBe('The price must be Rp\u00a0100 to Rp\u00a0150.000.000');
    const token: ItemFailure = { code: 'invalidAccessToken', params: {} };
    expect(renderFailure('id', token)).toBe('invalid access token');
    const refused: ItemFailure = {
      code: 'platformRefused',
      params: { marketplace: 'Shopee', reason: 'Nope.' },
    };
    expect(renderFailure('id', refused)).toBe('Shopee menolak: Nope.');
    expect(renderFailure('en', refused)).toBe('Shopee refused: Nope.');
    const other: ItemFailure = { code: 'error', params: { error: 'UNSUPPORTED_MARKETPLACE' } };
    expect(renderFailure('en', other)).not.toMatch(/errors\.|itemFailure\./);
  });
});
