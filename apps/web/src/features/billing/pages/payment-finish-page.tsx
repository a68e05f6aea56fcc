import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isNotFound } from '../../../lib/api-errors.ts';
import { useAuth } from '../../../lib/auth-store.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { authKeys, fetchCurrentUser } from '../../../lib/session.ts';
import { ErrorState } from '../../../ui/index.ts';
import { paymentFinishQueryOptions } from '../api/billing-queries.ts';
import { InvoiceStatusBadge } from '../components/invoice-status-badge.tsx';
import { dateOf } from '../lib/format.ts';

/**
 * /subscription-payment/finish?order_id=: where the gateway sends the member back. The query string
 * only names the payment; the status shown is the server's (which asks the gateway when it has not
 * heard yet). A paid invoice refreshes the member, so the membership box shows the new package.
 */
export function Component() {
  const { t } = useTranslation('billing');
  const { isLoggedIn } = useAuth();
  const [search] = useSearchParams();
  const orderId = search.get('order_id') ?? '';
  const finish = useQuery({ ...paymentFinishQueryOptions(orderId), enabled: isLoggedIn && orderId !== '' });
  const status = finish.data?.status;

  useEffect(() => {
    if (status !== 'paid') return;
    void queryClient.invalidateQueries({ queryKey: authKeys.all });
    void fetchCurrentUser(false).catch(() => undefined);
  }, [status]);

  let body: React.ReactNode;
  if (!isLoggedIn) {
    body = (
      <>
        <Title order={1} size="h3">
          {t('finish.loginTitle')}
        </Title>
        <Button component={Link} to={paths.login()}>
          {t('finish.login')}
        </Button>
      </>
    );
  } else if (!orderId || (finish.isError && isNotFound(finish.error))) {
    body = (
      <>
        <Title order={1} size="h3">
          {t('finish.missing')}
        </Title>
        <Text>{t('finish.notFound')}</Text>
        <Button component={Link} to={paths.payment.information()}>
          {t('finish.toHistory')}
        </Button>
      </>
    );
  } else if (finish.isError) {
    body = <ErrorState onRetry={() => void finish.refetch()} />;
  } else if (!finish.data) {
    body = <Loader aria-label={t('finish.title')} />;
  } else {
    const inv = finish.data;
    const name = t(`packages.${inv.packageName}`);
    const heading =
      inv.status === 'paid'
        ? t('finish.paid')
        : inv.status === 'expired'
          ? t('finish.expired')
          : inv.status === 'cancelled'
            ? t('finish.cancelled')
            : t('finish.pending');
    body = (
      <>
        <Group gap="sm" justify="center">
          <Title order={1} size="h3">
            {heading}
          </Title>
          <InvoiceStatusBadge status={inv.status} />
        </Group>
        <Text c="dimmed" size="sm">
          {inv.number}
        </Text>
        <Text>
          {inv.status === 'paid'
            ? t('finish.paidText', { name, date: dateOf(inv.periodEnd) })
            : inv.status === 'expired' || inv.status === 'cancelled'
              ? t('finish.failedText')
              : t('finish.pendingText')}
        </Text>
        <Group justify="center" gap="sm">
          {inv.status === 'paid' && (
            <Button component={Link} to={paths.panel.home()}>
              {t('finish.toPanel')}
            </Button>
          )}
          {(inv.status === 'unpaid' || inv.status === 'pending') && (
            <Button loading={finish.isFetching} onClick={() => void finish.refetch()}>
              {t('finish.check')}
            </Button>
          )}
          {(inv.status === 'expired' || inv.status === 'cancelled') && (
            <Button component={Link} to={paths.payment.plan()}>
              {t('finish.toPlan')}
            </Button>
          )}
          <Button component={Link} to={paths.payment.information()} variant="default">
            {t('finish.toHistory')}
          </Button>
        </Group>
      </>
    );
  }
  return (
    <Card withBorder padding="xl" maw={560} mx="auto" my={{ base: 'lg', md: 60 }}>
      <Stack gap="md" align="center" ta="center">
        {body}
      </Stack>
    </Card>
  );
}
