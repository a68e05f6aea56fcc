import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyItemRunProgress } from './item-run-progress.ts';

describe('applyItemRunProgress', () => {
  it("marks only the finished item's run stale, whatever feature's key holds it", () => {
    const client = new QueryClient();
    client.setQueryData(['bulk-runs', 'detail', 'run-1'], { status: 'running' });
    client.setQueryData(['shipping-runs', 'detail', 'run-2'], { status: 'running' });
    applyItemRunProgress(client, {
      runId: 'run-1',
      feature: 'products.bulk-edit',
      succeeded: 1,
      failed: 0,
      total: 2,
    });
    expect(client.getQueryState(['bulk-runs', 'detail', 'run-1'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['shipping-runs', 'detail', 'run-2'])?.isInvalidated).toBe(false);
  });
});
