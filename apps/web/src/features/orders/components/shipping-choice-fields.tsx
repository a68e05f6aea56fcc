import { SegmentedControl, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FieldRow } from '../../../ui/field-row.tsx';
import type { ShippingChoice, ShippingMethod } from '../lib/shipping-choice.ts';

export type ShippingChoiceFieldsProps = {
  /** Names the controls, e.g. "untuk semua order" or an order number. */
  label: string;
  value: ShippingChoice;
  onChange: (choice: ShippingChoice) => void;
  slotLabels: readonly string[];
  branches: readonly { id: string; name: string }[];
  size?: 'xs' | 'sm';
};

/** Pickup with a time slot, or drop-off at a branch. */
export function ShippingChoiceFields({
  label,
  value,
  onChange,
  slotLabels,
  branches,
  size = 'sm',
}: ShippingChoiceFieldsProps) {
  const { t } = useTranslation('orders');
  const methods: ShippingMethod[] = [];
  if (slotLabels.length > 0) methods.push('pickup');
  if (branches.length > 0 || slotLabels.length === 0) methods.push('dropoff');
  return (
    <FieldRow>
      <SegmentedControl
        size={size}
        aria-label={t('shipping.methodFor', { label })}
        value={value.method}
        onChange={(method) => onChange({ ...value, method: method as ShippingMethod })}
        data={methods.map((m) => ({ value: m, label: t(`shipping.methods.${m}`) }))}
      />
      {value.method === 'pickup' && slotLabels.length > 0 && (
        <Select
          size={size}
          aria-label={t('shipping.slotFor', { label })}
          placeholder={t('shipping.slot')}
          data={[...slotLabels]}
          value={value.slotLabel}
          onChange={(slotLabel) => onChange({ ...value, slotLabel })}
          allowDeselect={false}
          // Room for "Selasa, 24 Nov 2026 09.00–12.00 WIB"; the whole line on a phone.
          w={{ base: '100%', xs: 330 }}
        />
      )}
      {value.method === 'dropoff' && branches.length > 0 && (
        <Select
          size={size}
          aria-label={t('shipping.branchFor', { label })}
          placeholder={t('shipping.branch')}
          data={branches.map((b) => ({ value: b.id, label: b.name }))}
          value={value.branchId}
          onChange={(branchId) => onChange({ ...value, branchId })}
          allowDeselect={false}
          w={220}
        />
      )}
    </FieldRow>
  );
}
