import type { Marketplace } from '@booster/domain';
import { MARKETPLACES } from '@booster/domain';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';

export type MarketplaceFilterProps = {
  value: Marketplace | null;
  onChange: (marketplace: Marketplace | null) => void;
};

/** The shops table's marketplace filter: all, or one marketplace. */
export default function MarketplaceFilter({ value, onChange }: MarketplaceFilterProps) {
  const { t } = useTranslation('home');
  return (
    <Select
      label={t('integration.marketplaceFilter')}
      placeholder={t('integration.allMarketplaces')}
      data={MARKETPLACES.map((m) => ({ value: m, label: marketplaceLabel(m) }))}
      value={value}
      onChange={(v) => onChange((v as Marketplace | null) ?? null)}
      clearable
      allowDeselect
      style={{ flex: '0 1 220px' }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
