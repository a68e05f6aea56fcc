import type { ImportStatus } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { dismissKey, shopImportsQueryOptions, startShopImport, visibleImports } from './shop-imports.ts';

const DISMISSED_KEY = 'booster.dismissedImports';
const MAX_DISMISSED = 50;

function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function useClock(periodMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}

/**
 * The product imports of the seller's shops (one marketplace or all), kept live by the websocket
 * (realtime-bridge) with a slow poll while one runs; what to show, dismissing an outcome, retrying.
 */
export function useShopImports(marketplace?: Marketplace) {
  const queryClient = useQueryClient();
  const query = useQuery(shopImportsQueryOptions(marketplace));
  const [dismissed, setDismissed] = useState(readDismissed);
  const now = useClock(15_000);
  const all = query.data ?? [];

  function dismiss(state: ImportStatus) {
    const next = [...dismissed.filter((k) => k !== dismissKey(state)), dismissKey(state)].slice(
      -MAX_DISMISSED,
    );
    setDismissed(next);
    try {
      globalThis.sessionStorage?.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // Storage may be unavailable: the outcome stays hidden in this page only.
    }
  }

  return {
    query,
    all,
    visible: visibleImports(all, { now, dismissed: new Set(dismissed) }),
    dismiss,
    /** Starts the import again; rejects with the API error when the server refuses. */
    retry: (state: ImportStatus) => startShopImport(queryClient, state.marketplace, state.shopId),
  };
}
