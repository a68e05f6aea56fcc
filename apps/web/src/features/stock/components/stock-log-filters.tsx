import { STOCK_CHANGE_REASONS, type StockChangeReason } from '@booster/domain';
import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../ui/index.ts';
import { REASON_LABEL_KEYS } from '../lib/stock-reasons.ts';

export type StockLogFiltersProps = {
  search: string;
  onSearchChange: (value: string) => void;
  reason: StockChangeReason | null;
  onReasonChange: (reason: StockChangeReason | null) => void;
  /** Calendar days, YYYY-MM-DD or ''. */
  from: string;
  to: string;
  onRangeChange: (range: { from: string; to: string }) => void;
};

function isReason(value: string | null): value is StockChangeReason {
  return STOCK_CHANGE_REASONS.includes(value as StockChangeReason);
}

/** Reason, search and a day range for the stock log. */
export function StockLogFilters(props: StockLogFiltersProps) {
  const { t } = useTranslation('stock');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        value={props.search}
        onChange={props.onSearchChange}
        placeholder={t('stockLog.searchPlaceholder')}
        aria-label={t('stockLog.searchPlaceholder')}
        w={280}
      />
      <Select
        label={t('stockLog.reason')}
        placeholder={t('stockLog.allReasons')}
        data={STOCK_CHANGE_REASONS.map((reason) => ({ value: reason, label: t(REASON_LABEL_KEYS[reason]) }))}
        value={props.reason}
        onChange={(value) => props.onReasonChange(isReason(value) ? value : null)}
        clearable
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        type="date"
        label={t('stockLog.from')}
        value={props.from}
        max={props.to || undefined}
        onChange={(e) => props.onRangeChange({ from: e.currentTarget.value, to: props.to })}
        w={170}
      />
      <TextInput
        type="date"
        label={t('stockLog.to')}
        value={props.to}
        min={props.from || undefined}
        onChange={(e) => props.onRangeChange({ from: props.from, to: e.currentTarget.value })}
        w={170}
      />
    </Group>
  );
}
