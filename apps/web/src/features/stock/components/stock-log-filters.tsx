import { STOCK_CHANGE_REASONS, type StockChangeReason } from '@booster/domain';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../ui/day-input.tsx';
import { FieldRow } from '../../../ui/field-row.tsx';
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
    <FieldRow>
      <SearchInput
        value={props.search}
        onChange={props.onSearchChange}
        placeholder={t('stockLog.searchPlaceholder')}
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
      <DayInput
        label={t('stockLog.from')}
        value={props.from}
        maxDay={props.to}
        onChange={(from) => props.onRangeChange({ from, to: props.to })}
        w={170}
      />
      <DayInput
        label={t('stockLog.to')}
        value={props.to}
        minDay={props.from}
        onChange={(to) => props.onRangeChange({ from: props.from, to })}
        w={170}
      />
    </FieldRow>
  );
}
