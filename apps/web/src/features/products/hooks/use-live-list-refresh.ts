import type { ImportProgress } from '@booster/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { importsAdvanced, LIVE_REFRESH_GAP_MS } from '../../../lib/shop-imports.ts';
import { listingKeys } from '../api/product-keys.ts';

/**
 * Refetches the product list and its tab counts as an import on screen stores pages (at most every
 * few seconds) and at once when it finishes, so new products appear without a reload.
 */
export function useLiveListRefresh(imports: readonly ImportProgress[] | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef<readonly ImportProgress[] | undefined>(undefined);
  const lastRefresh = useRef(0);

  useEffect(() => {
    const before = previous.current;
    previous.current = imports;
    if (!before || !imports) return;
    const change = importsAdvanced(before, imports);
    const now = Date.now();
    if (
      change === 'finished' ||
      (change === 'progressed' && now - lastRefresh.current >= LIVE_REFRESH_GAP_MS)
    ) {
      lastRefresh.current = now;
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    }
  }, [imports, queryClient]);
}
