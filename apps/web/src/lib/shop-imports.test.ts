import type { ImportStatus } from '@booster/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyImportProgress } from './shop-import-frames.ts';
import {
  DONE_VISIBLE_MS,
  dismissKey,
  importsAdvanced,
  shopImportKeys,
  visibleImports,
} from './shop-imports.ts';

const NOW = Date.parse('2026-11-24T02:00:00.000Z');

function state(shopId: string, overrides: Partial<ImportStatus> = {}): ImportStatus {
  return {
    shopId,
    marketplace: 'shopee',
    shopname: `Toko ${shopId}`,
    status: 'running',
    imported: 0,
    total: null,
    errorCode: null,
    startedAt: null,
    finishedAt: null,
    updatedAt: '2026-11-24T01:59:00.000Z',
    message: '',
    ...overrides,
  };
}

describe('visibleImports', () => {
  it('shows running and failed imports, and finished ones only for a moment unless dismissed', () => {
    const justDone = state('a', { status: 'done', finishedAt: new Date(NOW - 1000).toISOString() });
    const oldDone = state('b', {
      status: 'done',
      finishedAt: new Date(NOW - DONE_VISIBLE_MS - 1).toISOString(),
    });
    const failed = state('c', {
      status: 'failed',
      finishedAt: new Date(NOW - 10 * DONE_VISIBLE_MS).toISOString(),
    });
    const queued = state('d', { status: 'queued' });
    const shown = (dismissed: string[] = []) =>
      visibleImports([justDone, oldDone, failed, queued], { now: NOW, dismissed: new Set(dismissed) }).map(
        (s) => s.shopId,
      );
    expect(shown()).toEqual(['a', 'c', 'd']);
    expect(shown([dismissKey(failed), dismissKey(justDone)])).toEqual(['d']);
    // Dismissing one outcome does not hide the next import of the shop.
    expect(shown([dismissKey({ shopId: 'c', finishedAt: '2026-01-01T00:00:00.000Z' })])).toContain('c');
  });
});

describe('importsAdvanced', () => {
  it('tells a finished import, a stored page, or nothing', () => {
    const running = state('a', { imported: 50 });
    expect(importsAdvanced([running], [state('a', { imported: 100 })])).toBe('progressed');
    expect(importsAdvanced([running], [running])).toBeNull();
    expect(importsAdvanced([running], [state('a', { status: 'done', finishedAt: 'x' })])).toBe('finished');
    const done = state('a', { status: 'done', finishedAt: '2026-11-24T01:00:00.000Z' });
    expect(importsAdvanced([done], [done])).toBeNull();
    // Another whole import happened between two readings.
    expect(importsAdvanced([done], [{ ...done, finishedAt: '2026-11-24T01:30:00.000Z' }])).toBe('finished');
  });
});

describe('applyImportProgress', () => {
  it('updates the cached lists, keeps a newer state, and refetches lists missing the shop', async () => {
    const queryClient = new QueryClient();
    const all = shopImportKeys.list({ marketplace: null });
    const lazada = shopImportKeys.list({ marketplace: 'lazada' });
    queryClient.setQueryData(all, [state('a', { imported: 50 })]);
    queryClient.setQueryData(lazada, []);
    const {
      message: _,
      shopname: __,
      ...frame
    } = state('a', {
      imported: 100,
      total: 120,
      updatedAt: '2026-11-24T01:59:30.000Z',
    });
    applyImportProgress(queryClient, frame);
    expect(queryClient.getQueryData<ImportStatus[]>(all)?.[0]).toMatchObject({
      imported: 100,
      total: 120,
      shopname: 'Toko a',
    });
    applyImportProgress(queryClient, { ...frame, imported: 50, updatedAt: '2026-11-24T01:59:10.000Z' });
    expect(queryClient.getQueryData<ImportStatus[]>(all)?.[0].imported).toBe(100);
    // A Shopee shop is not the Lazada list's business.
    expect(queryClient.getQueryState(lazada)?.isInvalidated).toBe(false);
    applyImportProgress(queryClient, { ...frame, shopId: 'new', updatedAt: '2026-11-24T01:59:40.000Z' });
    expect(queryClient.getQueryState(all)?.isInvalidated).toBe(true);
  });
});
