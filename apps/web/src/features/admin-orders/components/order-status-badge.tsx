import type { AdminOrder } from '@booster/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<AdminOrder['status'], string> = {
  unpaid: 'yellow.5',
  pending: 'blue.9',
  paid: 'teal.9',
  expired: 'gray.7',
  cancelled: 'red.9',
  refunded: 'grape.9',
};

/** The invoice's status; a transfer whose proof waits for review says so instead of "pending". */
export function OrderStatusBadge({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('billingTransfer');
  if (order.transfer?.status === 'submitted' && order.status === 'pending')
    return (
      <Badge variant="filled" color="orange.8" autoContrast>
        {t('admin.awaitingReview')}
      </Badge>
    );
  return (
    <Badge variant="filled" color={COLOR[order.status]} autoContrast>
      {t(`admin.status.${order.status}`)}
    </Badge>
  );
}
