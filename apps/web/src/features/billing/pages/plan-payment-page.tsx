import { Alert, Button, Card, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { reportActionError } from '../../../lib/api-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { EmptyState, ErrorState, PageHeader } from '../../../ui/index.ts';
import { invoiceQueryOptions, payWithMidtrans } from '../api/billing-queries.ts';
import { InvoiceStatusBadge } from '../components/invoice-status-badge.tsx';
import { PriceLines, rupiah } from '../components/price-lines.tsx';
import { billingPaths } from '../lib/billing-paths.ts';
import { dateTimeOf } from '../lib/format.ts';
import { CHAT_WIDGET_ROOM } from '../lib/layout.ts';
import { leaveFor } from '../lib/leave-for.ts';

/** /panel/plan/payment?invoice=: the invoice and the payment method (Midtrans Snap, or DANA's own page). */
export function Component() {
  const { t } = useTranslation('billing');
  const { t: tt } = useTranslation('billingTransfer');
  const [search] = useSearchParams();
  const id = search.get('invoice') ?? '';
  const invoice = useQuery({ ...invoiceQueryOptions(id), enabled: id !== '' });
  const [method, setMethod] = useState('midtrans');
  const navigate = useNavigate();
  const pay = useMutation({
    mutationFn: () => payWithMidtrans(id),
    onSuccess: (checkout) => leaveFor.go(checkout.redirectUrl),
    onError: (error) => reportActionError(error, t('loadError')),
  });

  if (!id || (invoice.isError && !invoice.data)) {
    return (
      <Stack gap="lg" pb={CHAT_WIDGET_ROOM}>
        <PageHeader title={t('payment.title')} />
        {id && invoice.isError ? (
          <ErrorState onRetry={() => void invoice.refetch()} />
        ) : (
          <EmptyState
            title={t('payment.noInvoice')}
            description={t('payment.noInvoiceText')}
            action={
              <Button component={Link} to={paths.payment.plan()}>
                {t('payment.toPlan')}
              </Button>
            }
          />
        )}
      </Stack>
    );
  }
  const inv = invoice.data;
  const payable = inv && (inv.status === 'unpaid' || inv.status === 'pending');
  return (
    <Stack gap="lg" pb={CHAT_WIDGET_ROOM}>
      <PageHeader title={t('payment.title')} />
      {invoice.isPending && <Skeleton h={300} />}
      {inv && (
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap">
              <Text fw={700}>{t('payment.invoice', { number: inv.number })}</Text>
              <InvoiceStatusBadge status={inv.status} />
            </Group>
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
                <Radio.Group label={t('payment.methodLabel')} value={method} onChange={setMethod}>
                  <Stack gap="xs" mt="xs">
                    <Radio.Card value="midtrans" p="md" radius="md" withBorder>
                      <Group gap="sm" wrap="nowrap">
                        <Radio.Indicator />
                        <Stack gap={0}>
                          <Text fw={600}>{t('payment.midtrans')}</Text>
                          <Text size="xs" c="dimmed">
                            {t('payment.midtransHint')}
                          </Text>
                        </Stack>
                      </Group>
                    </Radio.Card>
                    <Radio.Card value="dana" p="md" radius="md" withBorder>
                      <Group gap="sm" wrap="nowrap">
                        <Radio.Indicator />
                        <Stack gap={0}>
                          <Text fw={600}>{t('payment.dana')}</Text>
                          <Text size="xs" c="dimmed">
                            {t('payment.danaHint')}
                          </Text>
                        </Stack>
                      </Group>
                    </Radio.Card>
                    <Radio.Card value="manual" p="md" radius="md" withBorder>
                      <Group gap="sm" wrap="nowrap">
                        <Radio.Indicator />
                        <Stack gap={0}>
                          <Text fw={600}>{t('payment.manual')}</Text>
                          <Text size="xs" c="dimmed">
                            {tt('methodHint')}
                          </Text>
                        </Stack>
                      </Group>
                    </Radio.Card>
                  </Stack>
                </Radio.Group>
                <Button
                  size="md"
                  loading={pay.isPending}
                  onClick={() =>
                    method === 'dana'
                      ? navigate(billingPaths.dana(id))
                      : method === 'manual'
                        ? navigate(billingPaths.manual(id))
                        : pay.mutate()
                  }
                >
                  {t('payment.pay')}
                </Button>
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
      )}
    </Stack>
  );
}
