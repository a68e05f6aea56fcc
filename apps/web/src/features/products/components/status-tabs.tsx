import type { ListingTabs } from '@booster/contracts';
import { listingTabSchema } from '@booster/contracts';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListingTab } from '../hooks/use-listing-filters.ts';

export type StatusTabsProps = {
  value: ListingTab;
  counts: ListingTabs | undefined;
  onChange: (tab: ListingTab) => void;
};

/** Semua, Aktif, Diarsipkan, Habis, Pelanggaran, each with its count once known. */
export function StatusTabs({ value, counts, onChange }: StatusTabsProps) {
  const { t } = useTranslation('products');
  return (
    <Tabs value={value} onChange={(next) => next && onChange(listingTabSchema.parse(next))} mb="md">
      <Tabs.List>
        {listingTabSchema.options.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {counts
              ? t('tabs.withCount', { label: t(`tabs.${tab}`), count: counts[tab] ?? 0 })
              : t(`tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
