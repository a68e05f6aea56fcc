import { type BillingMonths, PAID_PACKAGE_NAMES, type PaidPackageName } from '@booster/domain';
import { Badge, Button, Card, Group, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth-store.ts';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { ErrorState } from '../../../ui/index.ts';
import { catalogueQueryOptions } from '../api/billing-queries.ts';
import { BillingPage } from '../components/billing-page.tsx';
import { PackageFeatures } from '../components/package-features.tsx';
import { billingPaths, choiceFromQuery } from '../lib/billing-paths.ts';

const isPaid = (name: string | undefined): name is PaidPackageName =>
  !!name && (PAID_PACKAGE_NAMES as readonly string[]).includes(name);

/** /panel/subscription/select-package?packageName=&subscribeType=extend: package and duration. */
export function Component() {
  const { t } = useTranslation('billing');
  const { user } = useAuth();
  const [search] = useSearchParams();
  const fromQuery = choiceFromQuery(search);
  const extend = fromQuery.extend === true;
  const initial = isPaid(fromQuery.packageName)
    ? fromQuery.packageName
    : isPaid(user?.subscriptionPackage)
      ? user.subscriptionPackage
      : 'premium';
  const [packageName, setPackageName] = useState<PaidPackageName>(initial);
  const [months, setMonths] = useState<BillingMonths>(fromQuery.months ?? 1);
  const catalogue = useQuery(catalogueQueryOptions());
  const pkg = catalogue.data?.find((p) => p.name === packageName);

  return (
    <BillingPage title={extend ? t('select.extendTitle') : t('select.title')}>
      {extend && <Text c="dimmed">{t('select.extendNote')}</Text>}
      {catalogue.isPending && <Skeleton h={280} />}
      {catalogue.isError && <ErrorState onRetry={() => void catalogue.refetch()} />}
      {catalogue.isSuccess && pkg && (
        <>
          {!extend && (
            <Radio.Group
              label={t('select.packageLabel')}
              value={packageName}
              onChange={(v) => setPackageName(v as PaidPackageName)}
            >
              <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
                {PAID_PACKAGE_NAMES.map((name) => (
                  <Radio.Card key={name} value={name} p="sm" radius="md" withBorder>
                    <Group gap="xs" wrap="nowrap">
                      <Radio.Indicator />
                      <Text fw={600} size="sm">
                        {t(`packages.${name}`)}
                      </Text>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
          <Card withBorder padding="md">
            <Text fw={700} mb="xs">
              {t(`packages.${packageName}`)}
            </Text>
            <PackageFeatures pkg={pkg} />
          </Card>
          <Radio.Group
            label={t('select.durationLabel')}
            value={String(months)}
            onChange={(v) => setMonths(Number(v) as BillingMonths)}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              {pkg.prices.map((price) => (
                <Radio.Card key={price.months} value={String(price.months)} p="md" radius="md" withBorder>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <Radio.Indicator />
                      <Stack gap={2}>
                        <Text fw={600}>{t('months', { count: price.months })}</Text>
                        <Text fw={800}>{formatRupiah(price.price)}</Text>
                        {price.discount > 0 && (
                          <Text size="xs" c="dimmed" td="line-through">
                            {formatRupiah(price.listPrice)}
                          </Text>
                        )}
                      </Stack>
                    </Group>
                    {price.discountPercent > 0 && (
                      <Badge variant="filled" color="teal.9">
                        {t('discountBadge', { percent: price.discountPercent })}
                      </Badge>
                    )}
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          <Group justify="flex-end">
            <Button
              component={Link}
              to={billingPaths.confirmation({ packageName, months, extend })}
              size="md"
            >
              {t('select.next')}
            </Button>
          </Group>
        </>
      )}
    </BillingPage>
  );
}
