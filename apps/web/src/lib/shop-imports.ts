import type { ImportProgress, ImportStatus } from '@booster/contracts';
import { shopRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client.ts';
import { shopKeys } from './marketplace-connect.ts';
import { keysFor } from './query-keys.ts';

/**
 * Query keys of the product imports of the seller's shops (home and the product lists show them),
 * under the shops' keys: whatever refreshes the shops (a shop deleted) refreshes them too.
 */
export const shopImportKeys = {
  all: shopKeys.custom('imports'),
  list: (filter: { marketplace: Marketplace | null }) => shopKeys.custom('imports', filter),
};
/** The product lists refetch when an import finishes (their keys, owned by the products feature). */
const LISTING_QUERIES = keysFor('listings').all;

/** While an import runs the stored state is also polled, in case the websocket is down. */
export const IMPORT_FALLBACK_POLL_MS = 5000;
/** A finished import stays on screen this long after it ends (unless dismissed). */
export const DONE_VISIBLE_MS = 2 * 60_000;
/** While an import runs, a product list on screen refetches at most this often as pages come in. */
export const LIVE_REFRESH_GAP_MS = 3000;

export function isImportActive(state: Pick<ImportProgress, 'status'>): boolean {
  return state.status === 'queued' || state.status === 'running';
}

/** `GET /api/app/marketplace/imports`: the stored import state of the account's product shops. */
export function shopImportsQueryOptions(marketplace?: Marketplace) {
  return queryOptions({
    queryKey: shopImportKeys.list({ marketplace: marketplace ?? null }),
    queryFn: ({ signal }) => callApi(shopRoutes.importList, { query: { marketplace }, signal }),
    refetchInterval: (query) => (query.state.data?.some(isImportActive) ? IMPORT_FALLBACK_POLL_MS : false),
    staleTime: 0,
  });
}

/** Starts a full product import of one shop ("Sinkronkan", or a retry after a failure). */
export async function startShopImport(queryClient: QueryClient, marketplace: Marketplace, shopId: string) {
  const status = await callApi(shopRoutes.importProducts, { params: { marketplace }, body: { id: shopId } });
  applyImportState(queryClient, status);
  return status;
}

/**
 * A shop's new import state (a `shops.import-progress.v1` frame, checked in shop-import-frames.ts, or a
 * started import): the cached import lists take it; a shop they do not hold yet makes them refetch; a
 * finished import refreshes the product lists.
 */
export function applyImportState(queryClient: QueryClient, progress: ImportProgress) {
  for (const [key, list] of queryClient.getQueriesData<ImportStatus[]>({
    queryKey: shopImportKeys.all,
  })) {
    if (!list) continue;
    const wanted = (key[2] as { marketplace?: Marketplace | null } | undefined)?.marketplace;
    if (wanted && wanted !== progress.marketplace) continue;
    const known = list.find((s) => s.shopId === progress.shopId);
    if (!known) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    // Frames can overtake each other between processes: an older state never replaces a newer one.
    if (known.updatedAt > progress.updatedAt) continue;
    queryClient.setQueryData<ImportStatus[]>(
      key,
      list.map((s) => (s.shopId === progress.shopId ? { ...s, ...progress } : s)),
    );
  }
  if (progress.status === 'done') void queryClient.invalidateQueries({ queryKey: LISTING_QUERIES });
}

/** After the socket comes back, read the stored state again: frames sent meanwhile were lost. */
export function resyncShopImports(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: shopImportKeys.all });
}

/** What the seller should see: running and failed imports, and ones that finished a moment ago. */
export function visibleImports(
  list: readonly ImportStatus[],
  options: { now: number; dismissed: ReadonlySet<string> },
): ImportStatus[] {
  return list.filter((s) => {
    if (isImportActive(s)) return true;
    if (options.dismissed.has(dismissKey(s))) return false;
    if (s.status === 'failed') return true;
    return s.finishedAt !== null && options.now - Date.parse(s.finishedAt) < DONE_VISIBLE_MS;
  });
}

/** One finished import of a shop: dismissing it hides that outcome, not the shop's next import. */
export function dismissKey(state: Pick<ImportProgress, 'shopId' | 'finishedAt'>): string {
  return `${state.shopId}@${state.finishedAt ?? ''}`;
}

/**
 * What changed between two readings of the import list, for a product list on screen: an import that
 * finished, one that stored another page, or nothing worth a refetch.
 */
export function importsAdvanced(
  before: readonly ImportProgress[],
  after: readonly ImportProgress[],
): 'finished' | 'progressed' | null {
  let change: 'progressed' | null = null;
  for (const next of after) {
    const prev = before.find((s) => s.shopId === next.shopId);
    if (next.status === 'done' && (prev?.status !== 'done' || prev.finishedAt !== next.finishedAt)) {
      return 'finished';
    }
    if (next.status === 'running' && next.imported > (prev?.status === 'running' ? prev.imported : 0)) {
      change = 'progressed';
    }
  }
  return change;
}
