import { Button, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { reportActionError } from '../../../lib/api-errors.ts';
import { ErrorState } from '../../../ui/index.ts';
import { invoiceQueryOptions, payWithMidtrans } from '../api/billing-queries.ts';
import { BillingPage } from '../components/billing-page.tsx';
import { InvoicePaymentCard } from '../components/invoice-payment-card.tsx';
import { NoInvoiceState } from '../components/no-invoice-state.tsx';
import { billingPaths } from '../lib/billing-paths.ts';
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
      <BillingPage title={t('payment.title')}>
        {id && invoice.isError ? <ErrorState onRetry={() => void invoice.refetch()} /> : <NoInvoiceState />}
      </BillingPage>
    );
  }
  const inv = invoice.data;
  return (
    <BillingPage title={t('payment.title')}>
      {invoice.isPending && <Skeleton h={300} />}
      {inv && (
        <InvoicePaymentCard invoice={inv}>
          <Radio.Group label={t('payment.methodLabel')} value={method} onChange={setMethod}>
            <Stack gap="xs" mt="xs">
              {[
                { value: 'midtrans', label: t('payment.midtrans'), hint: t('payment.midtransHint') },
                { value: 'dana', label: t('payment.dana'), hint: t('payment.danaHint') },
                { value: 'manual', label: t('payment.manual'), hint: tt('methodHint') },
              ].map((m) => (
                <Radio.Card key={m.value} value={m.value} p="md" radius="md" withBorder>
                  <Group gap="sm" wrap="nowrap">
                    <Radio.Indicator />
                    <Stack gap={0}>
                      <Text fw={600}>{m.label}</Text>
                      <Text size="xs" c="dimmed">
                        {m.hint}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
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
        </InvoicePaymentCard>
      )}
    </BillingPage>
  );
}
