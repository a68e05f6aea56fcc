import type { CostPriceRow } from '@booster/contracts';
import { ActionIcon, Group, Modal, Skeleton, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { TrashIcon } from '../../../ui/icons.tsx';
import { ErrorState, notify } from '../../../ui/index.ts';
import {
  costHistoryQueryOptions,
  costPriceKeys,
  profitKeys,
  removeCostEntry,
} from '../api/profit-queries.ts';
import { fullDay } from '../lib/profit-format.ts';

/** A master SKU's cost prices, newest first; an entry can be removed (the one before counts again). */
export function CostHistoryModal({ row, onClose }: { row: CostPriceRow | null; onClose: () => void }) {
  const { t } = useTranslation('profit');
  const client = useQueryClient();
  const history = useQuery({ ...costHistoryQueryOptions(row?.masterSkuId ?? ''), enabled: row !== null });
  const remove = useMutation({
    mutationFn: removeCostEntry,
    onSuccess: () => {
      notify.success(t('costs.removed'));
      void client.invalidateQueries({ queryKey: costPriceKeys.all });
      void client.invalidateQueries({ queryKey: profitKeys.all });
    },
    onError: (error) => reportActionError(error, t('costs.removeFailed')),
  });
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={row ? t('costs.historyTitle', { sku: row.sku }) : ''}
      centered
    >
      {history.isPending && <Skeleton h={120} />}
      {history.isError && <ErrorState onRetry={() => void history.refetch()} />}
      {history.data && history.data.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('costs.historyEmpty')}
        </Text>
      )}
      {history.data && history.data.length > 0 && (
        <Table aria-label={row ? t('costs.historyTitle', { sku: row.sku }) : undefined}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('costs.effectiveFrom')}</Table.Th>
              <Table.Th>{t('costs.columns.current')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.map((entry) => (
              <Table.Tr key={entry._id}>
                <Table.Td>{fullDay(entry.effectiveFrom)}</Table.Td>
                <Table.Td>{formatRupiah(entry.cost)}</Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('costs.removeLabel', { date: fullDay(entry.effectiveFrom) })}
                      loading={remove.isPending && remove.variables === entry._id}
                      onClick={() => remove.mutate(entry._id)}
                    >
                      <TrashIcon size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
