import type { Invoice, InvoiceStatus } from '@booster/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUS_COLORS } from '../../../ui/invoice-status-colors.ts';

/**
 * The whole status, wrapped when its place is narrow, never Mantine's one-line ellipsis
 * ("DIKEMBALI…" in a phone's narrow column) nor running over the next value.
 */
const WHOLE_TEXT = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', whiteSpace: 'normal' },
  label: {
    overflow: 'visible',
    whiteSpace: 'normal',
    textOverflow: 'clip',
    lineHeight: 1.25,
    paddingBlock: 2,
  },
} as const;

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Badge variant="filled" color={INVOICE_STATUS_COLORS[status]} autoContrast styles={WHOLE_TEXT}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** An invoice's heading: its number, its status beside it. */
export function InvoiceHeading({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('billing');
  return (
    <Group justify="space-between" wrap="wrap">
      <Text fw={700}>{t('payment.invoice', { number: invoice.number })}</Text>
      <InvoiceStatusBadge status={invoice.status} />
    </Group>
  );
}
