import { Alert, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { runtimeKey } from '../../../i18n/keys.ts';
import { fieldErrorsOf, reportActionError } from '../../../lib/api-errors.ts';
import { describeError } from '../../../lib/error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { createInvoice, quoteQueryOptions } from '../api/billing-queries.ts';
import { BillingPage } from '../components/billing-page.tsx';
import { CouponField } from '../components/coupon-field.tsx';
import { minus, type PriceLine, PriceLines, rupiah } from '../components/price-lines.tsx';
import { billingPaths, choiceFromQuery } from '../lib/billing-paths.ts';
import { dateOf } from '../lib/format.ts';

/** /panel/subscription/confirmation: the server's price for the choice, what changes and from when. */
export function Component() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const choice = choiceFromQuery(search);
  const packageName = choice.packageName ?? 'premium';
  const months = choice.months ?? 1;
  const body = { packageName, months, ...(choice.extend ? { subscribeType: 'extend' as const } : {}) };
  const queryClient = useQueryClient();
  // The coupon the server accepted for this choice; the quote and the invoice are asked with it.
  const [coupon, setCoupon] = useState<string | null>(null);
  const [couponRefusal, setCouponRefusal] = useState<unknown>(null);
  const withCoupon = coupon ? { ...body, couponCode: coupon } : body;
  const quote = useQuery(quoteQueryOptions(withCoupon));
  // The choice goes with the click, not through the mutation's options: those are renewed in an effect
  // after the render that applied the coupon, so a quick click could send the choice without it.
  const create = useMutation({
    mutationFn: createInvoice,
    onSuccess: (invoice) => navigate(billingPaths.planPayment(invoice._id)),
    onError: (error, choice) => {
      // The coupon ran out (or was used) since the quote: drop it and say why under its field.
      if (choice.couponCode && fieldErrorsOf(error).couponCode) {
        setCoupon(null);
        setCouponRefusal(error);
      } else reportActionError(error, t('confirm.refused'));
    },
  });
  const applyCoupon = async (code: string) => {
    setCouponRefusal(null);
    await queryClient.fetchQuery(quoteQueryOptions({ ...body, couponCode: code }));
    setCoupon(code);
  };
  const back = paths.subscription.selectPackage(packageName, choice.extend);
  const name = t(runtimeKey<'billing'>(`packages.${packageName}`));

  const q = quote.data;
  const lines: PriceLine[] = q
    ? [
        { key: 'package', label: t('confirm.package'), value: name },
        { key: 'duration', label: t('confirm.duration'), value: t('months', { count: q.months }) },
        { key: 'list', label: t('confirm.listPrice'), value: rupiah(q.listPrice) },
        ...(q.discount > 0
          ? [
              {
                key: 'discount',
                label: t('confirm.discount', { percent: q.discountPercent }),
                value: minus(q.discount),
              },
            ]
          : []),
        ...(q.credit > 0
          ? [{ key: 'credit', label: t('confirm.credit', { days: q.creditDays }), value: minus(q.credit) }]
          : []),
        ...(q.couponCode && q.couponDiscount > 0
          ? [
              {
                key: 'coupon',
                label: t('confirm.coupon.line', { code: q.couponCode }),
                value: minus(q.couponDiscount),
              },
            ]
          : []),
        {
          key: 'period',
          label: t('confirm.period'),
          value: t('confirm.periodValue', { from: dateOf(q.startsAt), to: dateOf(q.expiresAt) }),
        },
        { key: 'total', label: t('confirm.total'), value: rupiah(q.amount), strong: true },
      ]
    : [];
  const refusal = quote.isError
    ? (Object.values(fieldErrorsOf(quote.error))[0] ?? describeError(quote.error))
    : null;

  return (
    <BillingPage title={t('confirm.title')}>
      {quote.isPending && <Skeleton h={260} />}
      {refusal && (
        <Alert color="red" title={t('confirm.refused')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{refusal}</Text>
            <Button component={Link} to={back} variant="default">
              {t('confirm.back')}
            </Button>
          </Stack>
        </Alert>
      )}
      {q && (
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Text>
              {t(`confirm.kind.${q.kind}`, {
                name,
                current: t(runtimeKey<'billing'>(`packages.${q.current.subscriptionPackage}`)),
                days: q.creditDays,
                from: dateOf(q.startsAt),
              })}
            </Text>
            <PriceLines lines={lines} label={t('confirm.title')} />
            <CouponField
              applied={coupon}
              onApply={applyCoupon}
              onRemove={() => setCoupon(null)}
              refusal={couponRefusal}
            />
            <Text size="xs" c="dimmed">
              {t('confirm.serverNote')}
            </Text>
            <Group justify="space-between">
              <Button component={Link} to={back} variant="default">
                {t('confirm.back')}
              </Button>
              <Button size="md" loading={create.isPending} onClick={() => create.mutate(withCoupon)}>
                {t('confirm.submit')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </BillingPage>
  );
}
