import type { Marketplace } from '@booster/domain';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderPaths } from '../lib/order-paths.ts';

/** "← Kembali ke daftar order" above the order sub-pages. */
export function BackToList({ marketplace }: { marketplace: Marketplace }) {
  const { t } = useTranslation('orders');
  return (
    <Anchor component={Link} to={orderPaths.list(marketplace)} fz="sm" mb="xs" display="inline-block">
      <span aria-hidden="true">← </span>
      {t('detail.back')}
    </Anchor>
  );
}
