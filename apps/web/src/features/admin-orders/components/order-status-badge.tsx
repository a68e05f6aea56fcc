import type { AdminOrder } from '@booster/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUS_COLORS } from '../../../ui/invoice-status-colors.ts';

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
    <Badge variant="filled" color={INVOICE_STATUS_COLORS[order.status]} autoContrast>
      {t(`admin.status.${order.status}`)}
    </Badge>
  );
}
