import type { InvoiceStatus } from '@booster/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<InvoiceStatus, string> = {
  unpaid: 'orange.9',
  pending: 'blue.9',
  paid: 'teal.9',
  expired: 'gray.7',
  cancelled: 'red.9',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Badge variant="filled" color={COLOR[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
