import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const METRICS = ['orders', 'revenue', 'chats'] as const;

/** "Data Statistik": figures appear once shops are connected and orders flow in. */
export function StatisticsCard() {
  const { t } = useTranslation('home');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="statistics-title">
      <Title order={2} size="h4" id="statistics-title">
        {t('statistics.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('statistics.subtitle')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {METRICS.map((m) => (
          <Stack key={m} gap={2} p="md" bg="var(--mantine-color-gray-0)" style={{ borderRadius: 8 }}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t(`statistics.${m}`)}
            </Text>
            <Text fw={700} fz="xl" aria-label={t('statistics.noData')}>
              —
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="md">
        {t('statistics.emptyText')}
      </Text>
    </Card>
  );
}
