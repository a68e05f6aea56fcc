import type { Invoice } from '@booster/contracts';
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { dateTimeOf } from '../lib/format.ts';
import { InvoiceHeading } from './invoice-status-badge.tsx';
import { PriceLines, rupiah } from './price-lines.tsx';

/**
 * The invoice a payment page is about: number, status, package, duration and total; while it can be
 * paid, its due time and the page's payment controls (`children`), otherwise why it cannot.
 */
export function InvoicePaymentCard({ invoice: inv, children }: { invoice: Invoice; children: ReactNode }) {
  const { t } = useTranslation('billing');
  const payable = inv.status === 'unpaid' || inv.status === 'pending';
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <InvoiceHeading invoice={inv} />
        <PriceLines
          label={t('payment.invoice', { number: inv.number })}
          lines={[
            { key: 'package', label: t('confirm.package'), value: t(`packages.${inv.packageName}`) },
            { key: 'duration', label: t('confirm.duration'), value: t('months', { count: inv.months }) },
            { key: 'total', label: t('confirm.total'), value: rupiah(inv.amount), strong: true },
          ]}
        />
        {payable ? (
          <>
            <Text size="sm" c="dimmed">
              {t('payment.dueAt', { date: dateTimeOf(inv.dueAt) })}
            </Text>
            {children}
          </>
        ) : (
          <Alert color="gray">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('payment.notPayable', { status: t(`status.${inv.status}`) })}</Text>
              <Button component={Link} to={paths.payment.information()} variant="default">
                {t('finish.toHistory')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
