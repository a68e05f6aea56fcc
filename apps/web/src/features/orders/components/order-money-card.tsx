import type { OrderMoneyView } from '@booster/contracts';
import { buyerPaidShipping } from '@booster/domain';
import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../../../i18n/keys.ts';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { OrderSection } from './order-section.tsx';

type Row = { key: string; label: string; amount: number; always?: boolean };

/** Label left, amount right; a zero row is left out unless it always shows. */
function MoneyRows({ rows, total }: { rows: Row[]; total: Row }) {
  return (
    <Stack gap={6} component="dl" m={0}>
      {rows
        .filter((row) => row.always || row.amount !== 0)
        .map((row) => (
          <Group key={row.key} justify="space-between" wrap="nowrap" gap="sm" data-row={row.key}>
            <Text component="dt" size="sm" c="dimmed">
              {row.label}
            </Text>
            <Text component="dd" size="sm" m={0} ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatRupiah(row.amount)}
            </Text>
          </Group>
        ))}
      <Divider my={4} />
      <Group justify="space-between" wrap="nowrap" gap="sm" data-row={total.key}>
        <Text component="dt" size="sm" fw={700}>
          {total.label}
        </Text>
        <Text component="dd" size="md" fw={700} m={0} ta="right" style={{ whiteSpace: 'nowrap' }}>
          {formatRupiah(total.amount)}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * The order's money as a seller centre shows it: what the buyer paid, part by part, and where the
 * platform reports it what the seller receives. Discounts are shown negative; the rows add up.
 */
export function OrderMoneyCard({ money, marketplace }: { money: OrderMoneyView; marketplace: string }) {
  const { t } = useTranslation('orders');
  const k = (key: string) => t(runtimeKey<'orders'>(`detail.money.${key}`), { marketplace });
  const { seller } = money;
  return (
    <OrderSection titleId="order-money-title" title={k('title')}>
      <MoneyRows
        rows={[
          { key: 'itemsSubtotal', label: k('itemsSubtotal'), amount: money.itemsSubtotal, always: true },
          { key: 'sellerDiscount', label: k('sellerDiscount'), amount: -money.sellerDiscount },
          { key: 'platformDiscount', label: k('platformDiscount'), amount: -money.platformDiscount },
          { key: 'shippingFee', label: k('shippingFee'), amount: money.shippingFee, always: true },
          {
            key: 'shippingSellerDiscount',
            label: k('shippingSellerDiscount'),
            amount: -money.shippingSellerDiscount,
          },
          {
            key: 'shippingPlatformDiscount',
            label: k('shippingPlatformDiscount'),
            amount: -money.shippingPlatformDiscount,
          },
          { key: 'buyerFees', label: k('buyerFees'), amount: money.buyerFees },
          { key: 'otherAdjustment', label: k('otherAdjustment'), amount: money.otherAdjustment },
        ]}
        total={{ key: 'totalPaid', label: k('totalPaid'), amount: money.totalPaid }}
      />
      <Title order={3} size="h6" mt="lg" mb="sm">
        {k('incomeTitle')}
      </Title>
      {seller ? (
        <MoneyRows
          rows={[
            {
              key: 'itemsAfterSellerDiscount',
              label: k('itemsSubtotal'),
              amount: money.itemsSubtotal,
              always: true,
            },
            { key: 'incomeSellerDiscount', label: k('sellerDiscount'), amount: -money.sellerDiscount },
            {
              key: 'buyerShipping',
              label: k('buyerShipping'),
              amount: buyerPaidShipping(money),
            },
            { key: 'sellerShipping', label: k('sellerShipping'), amount: -seller.shippingCost },
            { key: 'sellerFees', label: k('sellerFees'), amount: -seller.fees, always: true },
            { key: 'sellerOther', label: k('otherAdjustment'), amount: seller.otherAdjustment },
          ]}
          total={{ key: 'income', label: k('income'), amount: seller.income }}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {k('incomeUnknown')}
        </Text>
      )}
    </OrderSection>
  );
}
