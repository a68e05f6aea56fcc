import { List, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon } from '../../../ui/icons.tsx';
import type { CataloguePackage } from '../api/billing-queries.ts';

/** What a package includes, from its limits (spec 9) as the catalogue states them. */
export function PackageFeatures({ pkg }: { pkg: CataloguePackage }) {
  const { t } = useTranslation('billing');
  const shopeeOnly = pkg.marketplaces.length === 1 && pkg.marketplaces[0] === 'shopee';
  const lines = [
    {
      key: 'shops',
      ok: true,
      label: shopeeOnly
        ? t('features.shopeeOnly', { value: pkg.integrationLimitPerMarketplace })
        : t('features.shops', { value: pkg.integrationLimitPerMarketplace }),
    },
    {
      key: 'chat',
      ok: pkg.chatLimit > 0,
      label: pkg.chatLimit > 0 ? t('features.chat', { value: pkg.chatLimit }) : t('features.noChat'),
    },
    { key: 'master', ok: pkg.hasMasterProduct, label: t('features.masterProduct') },
    { key: 'sub', ok: pkg.canManageSubMembers, label: t('features.subMembers') },
    { key: 'clone', ok: pkg.hasCloneShop, label: t('features.cloneShop') },
  ];
  return (
    <List spacing={6} size="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {lines.map((line) => (
        <List.Item
          key={line.key}
          c={line.ok ? undefined : 'dimmed'}
          icon={
            <ThemeIcon
              size={18}
              radius="xl"
              variant={line.ok ? 'light' : 'transparent'}
              color={line.ok ? undefined : 'gray'}
            >
              {line.ok ? <CheckIcon size={12} strokeWidth={3} /> : <CloseIcon size={12} strokeWidth={3} />}
            </ThemeIcon>
          }
        >
          <Text size="sm" span td={line.ok ? undefined : 'line-through'}>
            {line.label}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
