import type { InvoiceStatus } from '@booster/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<InvoiceStatus, string> = {
  unpaid: 'yellow.5',
  pending: 'blue.9',
  paid: 'teal.9',
  expired: 'gray.7',
  cancelled: 'red.9',
  refunded: 'grape.9',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Badge variant="filled" color={COLOR[status]} autoContrast>
      {t(`status.${status}`)}
    </Badge>
  );
}
