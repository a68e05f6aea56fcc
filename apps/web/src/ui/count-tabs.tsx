import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type CountTabsProps<T extends string> = {
  tabs: readonly T[];
  value: T;
  /** Each tab's count once known; the tabs show bare labels until then. */
  counts: Partial<Record<T, number>> | undefined;
  onChange: (tab: T) => void;
  labelOf: (tab: T) => string;
  /** Let the tab row wrap on narrow screens (many tabs). */
  wrap?: boolean;
};

/** Status tabs with a count each: "Aktif (12)" (orders, products). */
export function CountTabs<T extends string>({
  tabs,
  value,
  counts,
  onChange,
  labelOf,
  wrap,
}: CountTabsProps<T>) {
  const { t } = useTranslation();
  return (
    <Tabs value={value} onChange={(next) => next && onChange(next as T)} mb="md">
      <Tabs.List style={wrap ? { flexWrap: 'wrap' } : undefined}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {counts
              ? t('tabWithCount', { label: labelOf(tab), count: Number(counts[tab] ?? 0) })
              : labelOf(tab)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
