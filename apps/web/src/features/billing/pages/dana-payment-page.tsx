import { Button, Group, List, Skeleton } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { reportActionError } from '../../../lib/api-errors.ts';
import { ErrorState } from '../../../ui/index.ts';
import { invoiceQueryOptions, payWithDana } from '../api/billing-queries.ts';
import { BillingPage } from '../components/billing-page.tsx';
import { InvoicePaymentCard } from '../components/invoice-payment-card.tsx';
import { NoInvoiceState } from '../components/no-invoice-state.tsx';
import { billingPaths } from '../lib/billing-paths.ts';
import { leaveFor } from '../lib/leave-for.ts';

/**
 * /panel/plan/payment/dana?invoice=: paying the invoice with DANA. The server opens (or reuses) a DANA
 * order and the member leaves for DANA's page; DANA sends them back to the finish page, whose status
 * is the server's.
 */
export function Component() {
  const { t } = useTranslation('billing');
  const [search] = useSearchParams();
  const id = search.get('invoice') ?? '';
  const invoice = useQuery({ ...invoiceQueryOptions(id), enabled: id !== '' });
  const pay = useMutation({
    mutationFn: () => payWithDana(id),
    onSuccess: (checkout) => leaveFor.go(checkout.redirectUrl),
    onError: (error) => reportActionError(error, t('loadError')),
  });

  const inv = invoice.data;
  let body: React.ReactNode;
  if (!id) {
    body = <NoInvoiceState />;
  } else if (invoice.isError && !inv) {
    body = <ErrorState onRetry={() => void invoice.refetch()} />;
  } else if (!inv) {
    body = <Skeleton h={300} />;
  } else {
    body = (
      <InvoicePaymentCard invoice={inv}>
        <List size="sm" spacing={4} type="ordered">
          <List.Item>{t('dana.step1')}</List.Item>
          <List.Item>{t('dana.step2')}</List.Item>
          <List.Item>{t('dana.step3')}</List.Item>
        </List>
        <Group gap="sm">
          <Button size="md" loading={pay.isPending} onClick={() => pay.mutate()}>
            {t('dana.pay')}
          </Button>
          <Button size="md" variant="default" component={Link} to={billingPaths.planPayment(inv._id)}>
            {t('dana.otherMethod')}
          </Button>
        </Group>
      </InvoicePaymentCard>
    );
  }
  return <BillingPage title={t('dana.title')}>{body}</BillingPage>;
}
