import { useTranslation } from 'react-i18next';
import { IncludedList } from '../../../ui/check-list.tsx';
import type { CataloguePackage } from '../api/billing-queries.ts';

/** What a package includes, from its limits (spec 9) as the catalogue states them. */
export function PackageFeatures({ pkg }: { pkg: CataloguePackage }) {
  const { t } = useTranslation('billing');
  const shopeeOnly = pkg.marketplaces.length === 1 && pkg.marketplaces[0] === 'shopee';
  const lines = [
    {
      key: 'shops',
      included: true,
      label: shopeeOnly
        ? t('features.shopeeOnly', { value: pkg.integrationLimitPerMarketplace })
        : t('features.shops', { value: pkg.integrationLimitPerMarketplace }),
    },
    {
      key: 'chat',
      included: pkg.chatLimit > 0,
      label: pkg.chatLimit > 0 ? t('features.chat', { value: pkg.chatLimit }) : t('features.noChat'),
    },
    { key: 'master', included: pkg.hasMasterProduct, label: t('features.masterProduct') },
    { key: 'sub', included: pkg.canManageSubMembers, label: t('features.subMembers') },
    { key: 'clone', included: pkg.hasCloneShop, label: t('features.cloneShop') },
  ];
  return <IncludedList lines={lines} dense spacing={6} size="sm" p={0} m={0} style={{ listStyle: 'none' }} />;
}
