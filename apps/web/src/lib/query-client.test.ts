import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from './api-client.ts';

const openBlockedFeatureDialog = vi.fn();
vi.mock('../ui/dialogs.tsx', () => ({ openBlockedFeatureDialog }));
vi.mock('../ui/notify.ts', () => ({ notify: { error: vi.fn() } }));

const { createQueryClient } = await import('./query-client.ts');
const { shopKeys } = await import('./marketplace-connect.ts');

const failWith = (error: ApiClientError) => () => Promise.reject(error);

afterEach(() => openBlockedFeatureDialog.mockClear());

describe('query client error handlers', () => {
  it('opens the upgrade dialog of the feature the answer names, for queries and mutations', async () => {
    const client = createQueryClient({ retry: false });
    const blocked = (feature: string) => new ApiClientError(403, 'FEATURE_BLOCKED', 'x', { feature });
    await client.fetchQuery({ queryKey: ['a'], queryFn: failWith(blocked('manageAdmin')) }).catch(() => {});
    await client
      .getMutationCache()
      .build(client, { mutationFn: failWith(blocked('masterProduct')) })
      .execute(undefined)
      .catch(() => {});
    expect(openBlockedFeatureDialog.mock.calls).toEqual([['manageAdmin'], ['masterProduct']]);
  });

  it('refreshes the shops when a call finds a shop disconnected, and nothing else', async () => {
    const client = createQueryClient({ retry: false });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const gone = new ApiClientError(400, 'SHOP_DISCONNECTED', 'x', { shopId: 's1', marketplace: 'shopee' });
    await client.fetchQuery({ queryKey: ['b'], queryFn: failWith(gone) }).catch(() => {});
    expect(invalidate).toHaveBeenCalledWith({ queryKey: shopKeys.all });
    invalidate.mockClear();
    await client
      .fetchQuery({ queryKey: ['c'], queryFn: failWith(new ApiClientError(404, 'NOT_FOUND', 'x')) })
      .catch(() => {});
    expect(invalidate).not.toHaveBeenCalled();
    expect(openBlockedFeatureDialog).not.toHaveBeenCalled();
  });
});
