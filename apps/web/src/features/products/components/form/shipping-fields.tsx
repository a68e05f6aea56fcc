import { Group, Input, NumberInput, SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dimensions } from '../../lib/listing-form-values.ts';

export type ShippingFieldsProps = {
  weightGrams: number;
  dimensions: Dimensions;
  condition: 'new' | 'used';
  onWeightChange: (grams: number) => void;
  onDimensionsChange: (dimensions: Dimensions) => void;
  onConditionChange: (condition: 'new' | 'used') => void;
  errorOf: (field: string) => string | undefined;
};

const asNumber = (value: string | number) => (typeof value === 'number' ? value : 0);
const DIMENSIONS = ['lengthCm', 'widthCm', 'heightCm'] as const;

/** Weight, package dimensions (all three or none) and the item's condition. */
export function ShippingFields(props: ShippingFieldsProps) {
  const { t } = useTranslation('products');
  const { dimensions, errorOf } = props;
  return (
    <Stack gap="md">
      <Group gap="md" align="flex-start" wrap="wrap">
        <NumberInput
          label={t('form.weight')}
          suffix=" g"
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          value={props.weightGrams || ''}
          onChange={(v) => props.onWeightChange(asNumber(v))}
          error={errorOf('weightGrams')}
          withAsterisk
          w={180}
        />
        <Input.Wrapper
          label={t('form.dimensions')}
          description={t('form.dimensionsHint')}
          error={errorOf('dimensions')}
        >
          <Group gap="xs" mt={4} wrap="nowrap">
            {DIMENSIONS.map((key) => (
              <NumberInput
                key={key}
                aria-label={t(`form.${key}`)}
                placeholder={t(`form.${key}`)}
                suffix=" cm"
                allowDecimal={false}
                allowNegative={false}
                value={dimensions[key] || ''}
                onChange={(v) => props.onDimensionsChange({ ...dimensions, [key]: asNumber(v) })}
                w={110}
              />
            ))}
          </Group>
        </Input.Wrapper>
      </Group>
      <Input.Wrapper label={t('form.condition')}>
        <div>
          <SegmentedControl
            mt={4}
            value={props.condition}
            onChange={(v) => props.onConditionChange(v === 'used' ? 'used' : 'new')}
            data={[
              { value: 'new', label: t('form.conditionNew') },
              { value: 'used', label: t('form.conditionUsed') },
            ]}
          />
        </div>
      </Input.Wrapper>
    </Stack>
  );
}
