import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FieldRow } from '../../../ui/field-row.tsx';
import { DATE_ALIASES, type DateFilter } from '../lib/date-filter.ts';

const KINDS = ['all', ...DATE_ALIASES, 'custom'] as const;
type Kind = (typeof KINDS)[number];

export type DateFilterInputProps = { value: DateFilter; onChange: (filter: DateFilter) => void };

/** 'Hari ini', '7 hari terakhir', '1 bulan terakhir' or a custom range of two calendar days. */
export function DateFilterInput({ value, onChange }: DateFilterInputProps) {
  const { t } = useTranslation('orders');
  const range = value.kind === 'custom' ? value : null;

  function choose(kind: Kind) {
    onChange(kind === 'custom' ? { kind, from: '', to: '' } : { kind });
  }

  return (
    <FieldRow>
      <Select
        label={t('filters.date')}
        data={KINDS.map((kind) => ({ value: kind, label: t(`filters.dates.${kind}`) }))}
        value={value.kind}
        onChange={(v) => v && choose(v as Kind)}
        allowDeselect={false}
        w={190}
      />
      {range && (
        <>
          <TextInput
            type="date"
            label={t('filters.from')}
            value={range.from}
            max={range.to || undefined}
            onChange={(e) => onChange({ ...range, from: e.currentTarget.value })}
            w={165}
          />
          <TextInput
            type="date"
            label={t('filters.to')}
            value={range.to}
            min={range.from || undefined}
            onChange={(e) => onChange({ ...range, to: e.currentTarget.value })}
            w={165}
          />
        </>
      )}
    </FieldRow>
  );
}
