import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useShopImports } from '../../../lib/use-shop-imports.ts';
import { ImportProgressList } from '../../../ui/import-progress-list.tsx';

export type ShopImportsProps = { canSeeProducts: boolean };

/**
 * The product imports of the seller's shops, from the moment a shop is connected (the connect callback
 * lands here): progress, the outcome, a retry, and a link to that shop's products.
 */
export function ShopImports({ canSeeProducts }: ShopImportsProps) {
  const { t } = useTranslation('common');
  const imports = useShopImports();
  return (
    <ImportProgressList
      imports={imports.visible}
      onRetry={imports.retry}
      onDismiss={imports.dismiss}
      extra={(state) =>
        canSeeProducts && (
          <Anchor
            component={Link}
            to={`${paths.product.mp(state.marketplace)}?shop=${encodeURIComponent(state.shopId)}`}
            size="sm"
            style={{ flexShrink: 0 }}
          >
            {t('imports.viewProducts')}
          </Anchor>
        )
      }
    />
  );
}
