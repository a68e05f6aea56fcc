import type { ProfitOrder } from '@booster/contracts';
import { Badge, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { formatMargin, rupiahOrDash } from '../lib/profit-format.ts';
import { ProfitAmount } from './totals-columns.tsx';

/** One order's profit, part by part, and its lines with their share of the deductions. */
export function OrderBreakdownModal({ order, onClose }: { order: ProfitOrder | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('profit');
  const c = (key: string) => t(`report.columns.${key}` as 'report.columns.revenue');
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={order ? t('report.breakdownTitle', { number: order.orderNumber }) : ''}
      size="lg"
      centered
    >
      {order && (
        <Stack gap="md">
          {order.gaps.length > 0 && (
            <Group gap="xs">
              {order.gaps.map((g) => (
                <Badge key={g} color="orange" variant="light">
                  {t(`report.gaps.${g}`)}
                </Badge>
              ))}
            </Group>
          )}
          <Table aria-label={t('report.columns.breakdown')} withRowBorders={false}>
            <Table.Tbody>
              {(
                [
                  ['revenue', formatRupiah(order.revenue)],
                  ['sellerDiscount', `−${formatRupiah(order.sellerDiscount)}`],
                  ['shipping', `−${formatRupiah(order.shipping)}`],
                  ['fees', order.fees === null ? '—' : `−${formatRupiah(order.fees)}`],
                  ['otherAdjustment', formatRupiah(order.otherAdjustment)],
                  ['costOfGoods', order.costOfGoods === null ? '—' : `−${formatRupiah(order.costOfGoods)}`],
                ] as const
              ).map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Td>{c(key)}</Table.Td>
                  <Table.Td ta="right">{value}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={700}>{c('profit')}</Table.Td>
                <Table.Td ta="right">
                  <ProfitAmount value={order.profit} />
                  <Text span c="dimmed" ml="xs">
                    ({formatMargin(order.margin, i18n.language)})
                  </Text>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Stack gap="xs">
            {order.lines.map((line) => (
              <Stack
                key={`${line.sku}:${line.name}:${line.quantity}`}
                gap={2}
                p="sm"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
              >
                <Text fw={600} size="sm">
                  {line.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.masterSku ? `${c('sku')}: ${line.masterSku}` : t('report.notLinked')} ·{' '}
                  {c('quantity')}: {line.quantity}
                </Text>
                <Text size="sm">
                  {c('revenue')} {formatRupiah(line.revenue)} · {c('deductions')}{' '}
                  {formatRupiah(line.deductions)} · {c('unitCost')} {rupiahOrDash(line.unitCost)} ·{' '}
                  {c('profit')} {rupiahOrDash(line.profit)}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
