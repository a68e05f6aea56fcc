import type { AdminDashboard } from '@booster/contracts';
import { adminDashboardRoutes } from '@booster/contracts/routes';
import {
  formatDateTimeDashed,
  jakartaIsoDate,
  MARKETPLACES,
  marketplaceLabel,
  PACKAGE_NAMES,
} from '@booster/domain';
import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../../../i18n/keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { paths } from '../../../lib/paths.ts';
import { keysFor } from '../../../lib/query-keys.ts';
import { BarChart, ErrorState, PageHeader } from '../../../ui/index.ts';
import { StatCard, TrendText } from '../components/stat-card.tsx';

const dashboardKeys = keysFor('admin-dashboard');
const DAY_MS = 86_400_000;
const number = (n: number) => n.toLocaleString('id-ID');
const errorRate = (errors: number, calls: number) =>
  calls > 0 ? `${((errors / calls) * 100).toFixed(1).replace('.', ',')}%` : '–';

/** The last 30 Jakarta days, missing days as 0. */
function lastDays(daily: { day: string; value: number }[], now: Date) {
  const byDay = new Map(daily.map((d) => [d.day, d.value]));
  return Array.from({ length: 30 }, (_, i) => {
    const day = jakartaIsoDate(new Date(now.getTime() - (29 - i) * DAY_MS));
    return { day, value: byDay.get(day) ?? 0 };
  });
}

function DailyChart({
  title,
  daily,
  now,
  color,
  format = number,
}: {
  title: string;
  daily: { day: string; value: number }[];
  now: Date;
  color: string;
  format?: (n: number) => string;
}) {
  const days = lastDays(daily, now);
  return (
    <Card withBorder padding="md">
      <BarChart
        title={title}
        listLabel={title}
        bars={days.map((d) => ({
          key: d.day,
          label: `${d.day.slice(8, 10)}/${d.day.slice(5, 7)}`,
          segments: [{ value: d.value, color }],
          description: `${d.day}: ${format(d.value)}`,
        }))}
      />
    </Card>
  );
}

/** /admin/dashboard: members, revenue, shops, orders, chats, API calls and failed jobs, each linking to its page. */
export function Component() {
  const { t } = useTranslation('adminMembers');
  const query = useQuery({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => callApi(adminDashboardRoutes.get, { signal }),
    refetchInterval: 60_000,
  });
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <Stack gap="md">
      <PageHeader
        title={t('dashboard.title')}
        description={
          data
            ? `${t('dashboard.description')} ${t('dashboard.updatedAt', { time: formatDateTimeDashed(new Date(data.generatedAt)) })}`
            : t('dashboard.description')
        }
      />
      {data && <Figures data={data} />}
    </Stack>
  );
}

function Figures({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation('adminMembers');
  const now = new Date(data.generatedAt);
  const listUser = paths.admin.child('list-user');
  const activities = paths.admin.child('count-user-activities');
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatCard label={t('dashboard.totalMembers')} value={number(data.members.total)} to={listUser}>
          <Text size="xs" c="dimmed">
            {t('dashboard.verified')}: {number(data.members.verified)} · {t('dashboard.suspended')}:{' '}
            {number(data.members.suspended)}
          </Text>
        </StatCard>
        <StatCard label={t('dashboard.newMembers')} value={number(data.members.new.current)} to={listUser}>
          <TrendText trend={data.members.new} format={number} />
        </StatCard>
        <StatCard
          label={t('dashboard.expiring')}
          value={number(data.members.expiringIn7Days)}
          to={listUser}
        />
        <StatCard
          label={`${t('dashboard.revenue')} · ${t('dashboard.revenueToday')}`}
          value={formatRupiah(data.revenue.today.current)}
          to={paths.admin.child('order/report')}
        >
          <TrendText trend={data.revenue.today} format={formatRupiah} />
        </StatCard>
        <StatCard
          label={`${t('dashboard.revenue')} · ${t('dashboard.revenueMonth')}`}
          value={formatRupiah(data.revenue.month.current)}
          to={paths.admin.child('order/report')}
        >
          <TrendText trend={data.revenue.month} format={formatRupiah} />
        </StatCard>
        <StatCard label={t('dashboard.shops')} value={number(data.shops.connected)} to={listUser}>
          <Text size="xs" c="dimmed">
            {t('dashboard.disconnected')}: {number(data.shops.disconnected)}
          </Text>
        </StatCard>
        <StatCard label={t('dashboard.orders')} value={number(data.orders.week.current)} to={activities}>
          <TrendText trend={data.orders.week} format={number} />
        </StatCard>
        <StatCard label={t('dashboard.chats')} value={number(data.chats.week.current)} to={activities}>
          <TrendText trend={data.chats.week} format={number} />
        </StatCard>
        <StatCard
          label={t('dashboard.api')}
          value={number(data.marketplaceCalls.calls.current)}
          to={paths.admin.child('total-hit-api')}
        >
          <TrendText trend={data.marketplaceCalls.calls} format={number} />
          <Text size="xs" c={data.marketplaceCalls.errors.current > 0 ? 'red.8' : 'dimmed'}>
            {t('dashboard.apiErrors')}:{' '}
            {errorRate(data.marketplaceCalls.errors.current, data.marketplaceCalls.calls.current)}
          </Text>
        </StatCard>
        <StatCard
          label={t('dashboard.failedJobs')}
          value={data.failedJobs ? number(data.failedJobs.current) : '–'}
        >
          {data.failedJobs && <TrendText trend={data.failedJobs} format={number} />}
        </StatCard>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="md">
          <Title order={2} size="h5" mb="xs">
            {t('dashboard.paying')}
          </Title>
          <Table>
            <Table.Tbody>
              {PACKAGE_NAMES.filter((p) => p !== 'free').map((p) => (
                <Table.Tr key={p}>
                  <Table.Td>{t(runtimeKey<'adminMembers'>(`packages.${p}`))}</Table.Td>
                  <Table.Td ta="right">{number(data.members.paying[p])}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
        <Card withBorder padding="md">
          <Title order={2} size="h5" mb="xs">
            {t('dashboard.shops')}
          </Title>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th ta="right">{t('dashboard.connected')}</Table.Th>
                <Table.Th ta="right">{t('dashboard.disconnected')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {MARKETPLACES.map((m) => (
                <Table.Tr key={m}>
                  <Table.Td>{marketplaceLabel(m)}</Table.Td>
                  <Table.Td ta="right">{number(data.shops.byMarketplace[m].connect)}</Table.Td>
                  <Table.Td ta="right">{number(data.shops.byMarketplace[m].disconnect)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </SimpleGrid>
      <Group gap={4}>
        <Text size="sm" fw={600}>
          {t('dashboard.daily')}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <DailyChart
          title={t('dashboard.dailyMembers')}
          daily={data.members.daily}
          now={now}
          color="var(--mantine-color-blue-6)"
        />
        <DailyChart
          title={t('dashboard.dailyRevenue')}
          daily={data.revenue.daily}
          now={now}
          color="var(--mantine-color-teal-6)"
          format={formatRupiah}
        />
        <DailyChart
          title={t('dashboard.dailyOrders')}
          daily={data.orders.daily}
          now={now}
          color="var(--mantine-color-orange-6)"
        />
      </SimpleGrid>
    </>
  );
}
