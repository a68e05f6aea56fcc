import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  branchesOf,
  resolveChoice,
  type ShippingChoice,
  type ShippingOptions,
  slotLabelsOf,
} from '../lib/shipping-choice.ts';
import { ShippingChoiceFields } from './shipping-choice-fields.tsx';

export type ShippingOrdersTableProps = {
  options: readonly ShippingOptions[];
  common: ShippingChoice;
  overrides: ReadonlyMap<string, ShippingChoice>;
  onOverride: (orderId: string, choice: ShippingChoice | null) => void;
};

/** Each selected order with what it will be sent with; one order can get its own choice. */
export function ShippingOrdersTable({ options, common, overrides, onOverride }: ShippingOrdersTableProps) {
  const { t } = useTranslation('orders');
  return (
    // Two columns that wrap: a phone shows them without sideways scrolling.
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="sm" aria-label={t('shipping.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.order')}</Table.Th>
            <Table.Th>{t('shipping.handover')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {options.map((option) => (
            <ShippingOrderRow
              key={option.orderId}
              option={option}
              override={overrides.get(option.orderId) ?? null}
              common={common}
              onOverride={(choice) => onOverride(option.orderId, choice)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type RowProps = {
  option: ShippingOptions;
  override: ShippingChoice | null;
  common: ShippingChoice;
  onOverride: (choice: ShippingChoice | null) => void;
};

function ShippingOrderRow({ option, override, common, onOverride }: RowProps) {
  const { t } = useTranslation('orders');
  const resolved = resolveChoice(option, override ?? common);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {option.orderNumber}
        </Text>
      </Table.Td>
      <Table.Td>
        {!resolved ? (
          <Text size="sm" c="red.8">
            {option.error ?? t('shipping.unavailable')}
          </Text>
        ) : override ? (
          <Group gap="sm" align="flex-end">
            <ShippingChoiceFields
              size="xs"
              label={option.orderNumber}
              value={override}
              onChange={onOverride}
              slotLabels={slotLabelsOf([option])}
              branches={branchesOf([option])}
            />
            <Button size="xs" variant="subtle" onClick={() => onOverride(null)}>
              {t('shipping.useCommon')}
            </Button>
          </Group>
        ) : (
          <Stack gap={2} align="flex-start">
            <Text size="sm">{describe(option, resolved, t)}</Text>
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={t('shipping.overrideFor', { number: option.orderNumber })}
              onClick={() => onOverride(choiceOf(option, resolved))}
            >
              {t('shipping.override')}
            </Button>
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

type Resolved = NonNullable<ReturnType<typeof resolveChoice>>;

/** "Pickup · Besok 09:00-12:00" or "Drop-off · JNE Kebayoran". */
function describe(option: ShippingOptions, resolved: Resolved, t: TFunction<'orders'>): string {
  if (resolved.method === 'pickup') {
    const slot = option.pickup?.slots.find((s) => s.id === resolved.slotId);
    return `${t('shipping.methods.pickup')} · ${slot?.label ?? ''}`;
  }
  const branch = option.dropoff?.branches.find((b) => b.id === resolved.branchId);
  return branch ? `${t('shipping.methods.dropoff')} · ${branch.name}` : t('shipping.methods.dropoff');
}

/** The order's own choice starts from what it would get now. */
function choiceOf(option: ShippingOptions, resolved: Resolved): ShippingChoice {
  if (resolved.method === 'pickup') {
    const slot = option.pickup?.slots.find((s) => s.id === resolved.slotId);
    return { method: 'pickup', slotLabel: slot?.label ?? null, branchId: null };
  }
  return { method: 'dropoff', slotLabel: null, branchId: resolved.branchId ?? null };
}
