import type { Shop } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../lib/api-client.ts';
import { startShopImport } from '../../../lib/shop-imports.ts';
import { notify } from '../../../ui/index.ts';

/** "Sinkronkan": starts a full import of each given shop; their progress shows with every other import. */
export function useShopSync(marketplace: Marketplace) {
  const { t } = useTranslation('products');
  const queryClient = useQueryClient();
  const [isStarting, setStarting] = useState(false);

  async function start(shops: readonly Shop[]) {
    setStarting(true);
    for (const shop of shops) {
      try {
        await startShopImport(queryClient, marketplace, shop._id);
      } catch (error) {
        notify.error(
          error instanceof ApiClientError && error.message
            ? t('sync.startFailedNamed', { shop: shop.shopname, message: error.message })
            : t('sync.startFailed', { shop: shop.shopname }),
        );
      }
    }
    setStarting(false);
  }

  return { isStarting, start };
}
