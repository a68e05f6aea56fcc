import type { Shop } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../lib/api-client.ts';
import { notify } from '../../../ui/index.ts';
import { startImport } from '../api/import-shop.ts';

/**
 * "Sinkronkan": starts a full import of each given shop; `running` lists the shops whose progress
 * is on screen until the seller dismisses it.
 */
export function useShopSync(marketplace: Marketplace) {
  const { t } = useTranslation('products');
  const [running, setRunning] = useState<Shop[]>([]);
  const [isStarting, setStarting] = useState(false);

  async function start(shops: readonly Shop[]) {
    setStarting(true);
    const started: Shop[] = [];
    for (const shop of shops) {
      try {
        await startImport(marketplace, shop._id);
        started.push(shop);
      } catch (error) {
        notify.error(
          error instanceof ApiClientError && error.message
            ? t('sync.startFailedNamed', { shop: shop.shopname, message: error.message })
            : t('sync.startFailed', { shop: shop.shopname }),
        );
      }
    }
    setStarting(false);
    setRunning((current) => [...current.filter((s) => !started.some((n) => n._id === s._id)), ...started]);
  }

  const dismiss = (shopId: string) => setRunning((current) => current.filter((s) => s._id !== shopId));
  return { running, isStarting, start, dismiss };
}
