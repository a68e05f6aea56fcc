import type { User } from '@booster/contracts';
import { isPaid, PACKAGES } from '@booster/domain';
import { Group, Image, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { marketplaceLabel, marketplaceMark } from '../../../lib/marketplace-connect.ts';
import { ChatIcon } from '../../../ui/icons.tsx';
import { ErrorState } from '../../../ui/index.ts';
import { detailPackageQueryOptions } from '../api/shop-queries.ts';

type UsageRow = { key: string; name: string; usage: number; limit: number; image: string | null };

/** The limits that apply now: an unpaid or expired account has the free package's (spec 9). */
export function packageLimits(user: User, now: Date) {
  const pkg = PACKAGES[isPaid(user, now) ? user.subscriptionPackage : 'free'];
  return {
    name: pkg.name,
    marketplaces: pkg.marketplaces,
    perMarketplace: (m: string) =>
      m === 'shopee' && pkg.shopeeProductLimit !== null
        ? pkg.shopeeProductLimit
        : pkg.integrationLimitPerMarketplace,
    chat: pkg.chatLimit,
  };
}

function UsageTile({ row }: { row: UsageRow }) {
  const { t } = useTranslation('home');
  const isFull = row.usage >= row.limit;
  const percent = row.limit > 0 ? Math.min(100, (row.usage / row.limit) * 100) : 100;
  return (
    <Stack
      gap={6}
      p="md"
      bg="var(--mantine-color-gray-0)"
      style={{ borderRadius: 8 }}
      aria-label={t('statistics.usageLabel', { name: row.name, usage: row.usage, limit: row.limit })}
      role="group"
    >
      <Group gap="xs" wrap="nowrap">
        {row.image ? <Image src={row.image} alt="" w={20} h={20} /> : <ChatIcon size={20} aria-hidden />}
        <Text size="sm" fw={600}>
          {row.name}
        </Text>
      </Group>
      <Group justify="space-between" gap={4}>
        <Text fw={700} fz="lg">
          {t('statistics.usage', { usage: row.usage, limit: row.limit })}
        </Text>
        {isFull && (
          <Text size="xs" c="red.8" fw={700}>
            {t('statistics.full')}
          </Text>
        )}
      </Group>
      <Progress value={percent} color={isFull ? 'red' : 'teal'} size="sm" aria-hidden />
    </Stack>
  );
}

export type PackageUsageProps = { user: User };

/** Integrations used per marketplace and chat against the package limits. */
export function PackageUsage({ user }: PackageUsageProps) {
  const { t } = useTranslation(['home', 'account']);
  const query = useQuery(detailPackageQueryOptions());
  const limits = packageLimits(user, new Date());
  const rows: UsageRow[] = query.data
    ? [
        ...limits.marketplaces.map((m) => ({
          key: m,
          name: marketplaceLabel(m),
          usage: query.data.integrationMarketplace.marketplace[m].usage,
          limit: limits.perMarketplace(m),
          image: marketplaceMark(m),
        })),
        {
          key: 'chat',
          name: t('statistics.chat'),
          usage: query.data.integrationMarketplace.chat.usage,
          limit: limits.chat,
          image: null,
        },
      ]
    : [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="package-usage-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h5" id="package-usage-title">
          {t('statistics.usageTitle')}
        </Title>
        <Text size="sm" fw={600}>
          {t('statistics.packageLabel', { package: t(`account:packages.${limits.name}`) })}
        </Text>
      </Group>
      {query.isPending && (
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={92} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {query.isError && <ErrorState onRetry={() => void query.refetch()} />}
      {query.isSuccess && (
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
          {rows.map((row) => (
            <UsageTile key={row.key} row={row} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
