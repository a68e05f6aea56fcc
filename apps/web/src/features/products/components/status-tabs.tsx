import type { ListingTabs } from '@booster/contracts';
import { listingTabSchema } from '@booster/contracts';
import { useTranslation } from 'react-i18next';
import { CountTabs } from '../../../ui/count-tabs.tsx';
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
    <CountTabs
      tabs={listingTabSchema.options}
      value={value}
      counts={counts}
      onChange={onChange}
      labelOf={(tab) => t(`tabs.${tab}`)}
    />
  );
}
