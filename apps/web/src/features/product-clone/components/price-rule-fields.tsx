import { CLONE_ROUNDING_STEPS, type ClonePriceRule, clonePrice, type Marketplace } from '@booster/domain';
import { Group, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../../../i18n/keys.ts';
import { formatRupiah } from '../../../lib/format-rupiah.ts';

export type PriceRuleFieldsProps = {
  rule: ClonePriceRule;
  onChange: (rule: ClonePriceRule) => void;
  valueError?: string;
  destination: Marketplace;
  /** A source price to show the rule on. */
  examplePrice: number | null;
};

/** Markup (percent or rupiah) and rounding up, with the rule applied to one of the shop's prices. */
export function PriceRuleFields({
  rule,
  onChange,
  valueError,
  destination,
  examplePrice,
}: PriceRuleFieldsProps) {
  const { t } = useTranslation('productClone');
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('price.kind')}
        value={rule.kind}
        onChange={(kind) => onChange({ ...rule, kind: kind as ClonePriceRule['kind'] })}
        data={[
          { value: 'percent', label: t('price.percent') },
          { value: 'amount', label: t('price.amount') },
        ]}
      />
      <Group grow wrap="wrap" align="flex-start">
        <NumberInput
          label={rule.kind === 'percent' ? t('price.valuePercent') : t('price.valueAmount')}
          value={rule.value}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={rule.kind === 'amount' ? '.' : undefined}
          decimalSeparator=","
          onChange={(v) => onChange({ ...rule, value: typeof v === 'number' ? v : Number(v) || 0 })}
          error={valueError}
          miw={140}
        />
        <Select
          label={t('price.roundTo')}
          value={String(rule.roundTo)}
          onChange={(v) => onChange({ ...rule, roundTo: Number(v ?? 0) as ClonePriceRule['roundTo'] })}
          data={CLONE_ROUNDING_STEPS.map((step) => ({
            value: String(step),
            label: t(runtimeKey<'productClone'>(`price.round${step}`)),
          }))}
          allowDeselect={false}
          miw={140}
        />
      </Group>
      {examplePrice !== null && (
        <Text size="sm" c="dimmed" role="status">
          {t('price.example', {
            from: formatRupiah(examplePrice),
            to: formatRupiah(clonePrice(examplePrice, rule, destination)),
          })}
        </Text>
      )}
    </Stack>
  );
}
