import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type Trend = { current: number; previous: number };

/** "+25%" (or "+3" from nothing) against the period before, green up, red down. */
export function TrendText({ trend, format = String }: { trend: Trend; format?: (n: number) => string }) {
  const { t } = useTranslation('adminMembers');
  const diff = trend.current - trend.previous;
  if (diff === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('dashboard.noChange')} · {t('dashboard.vsPrevious')}
      </Text>
    );
  const sign = diff > 0 ? '+' : '−';
  const amount =
    trend.previous > 0 ? `${Math.round((Math.abs(diff) / trend.previous) * 100)}%` : format(Math.abs(diff));
  return (
    <Text size="xs" c={diff > 0 ? 'teal.8' : 'red.8'}>
      {sign}
      {amount} · {t('dashboard.vsPrevious')} ({format(trend.previous)})
    </Text>
  );
}

type Props = { label: string; value: ReactNode; to?: string; children?: ReactNode };

/** One figure of the dashboard, linking to the page where it is worked on. */
export function StatCard({ label, value, to, children }: Props) {
  const { t } = useTranslation('adminMembers');
  return (
    <Card withBorder padding="md">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {to && (
            <Anchor
              component={Link}
              to={to}
              size="xs"
              style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              aria-label={`${t('dashboard.open')}: ${label}`}
            >
              {t('dashboard.open')} →
            </Anchor>
          )}
        </Group>
        <Text fw={700} fz={26} lh={1.2}>
          {value}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
