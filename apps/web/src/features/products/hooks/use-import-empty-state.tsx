import type { ImportStatus } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { isImportActive } from '../../../lib/shop-imports.ts';
import { useImportFailureText } from '../../../ui/import-progress-list.tsx';
import type { EmptyStateProps } from '../../../ui/index.ts';

/**
 * What an empty product list says while its shops' products are on their way ('Produk sedang diimpor')
 * or when their import failed (the reason and a retry); 'Tidak Ada data' (undefined) otherwise.
 */
export function useImportEmptyState(
  imports: readonly ImportStatus[],
  marketplace: Marketplace,
  retry: (state: ImportStatus) => Promise<unknown>,
): EmptyStateProps | undefined {
  const { t } = useTranslation('products');
  const failureText = useImportFailureText();
  const [isRetrying, setRetrying] = useState(false);
  const active = imports.filter(isImportActive);
  if (active.length > 0) {
    return {
      title: t('importing.title'),
      description: t('importing.text', {
        shops: active.map((s) => s.shopname).join(', '),
        marketplace: marketplaceLabel(marketplace),
      }),
    };
  }
  const failed = imports.filter((s) => s.status === 'failed');
  if (failed.length === 0 || imports.some((s) => s.status === 'done')) return undefined;
  async function retryAll() {
    setRetrying(true);
    try {
      for (const state of failed) await retry(state);
    } catch {
      // The failed state stays on screen with its own retry.
    } finally {
      setRetrying(false);
    }
  }
  return {
    title: t('importing.failedTitle'),
    description: failureText(failed[0]),
    action: (
      <Button variant="light" color="red" loading={isRetrying} onClick={() => void retryAll()}>
        {t('importing.retry')}
      </Button>
    ),
  };
}
