import { DEFAULT_MAINTENANCE_WINDOW, formatDateTime } from '@booster/domain';
import { Box, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadAppConfig } from '../../../lib/app-config.ts';
import { keysFor } from '../../../lib/query-keys.ts';
import { ToolIcon } from '../../../ui/icons.tsx';

const configKeys = keysFor('app-config');

/** /maintenance: the service is paused during the configured window (Jakarta time). */
export function Component() {
  const { t } = useTranslation('marketing');
  const config = useQuery({
    queryKey: configKeys.all,
    queryFn: loadAppConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const maintenanceWindow = config.data?.maintenance ?? DEFAULT_MAINTENANCE_WINDOW;

  return (
    <Box py={{ base: 48, md: 96 }}>
      <Container size="sm">
        <Stack align="center" ta="center" gap="lg">
          <ThemeIcon size={88} radius={44} variant="light" aria-hidden="true">
            <ToolIcon size={44} strokeWidth={1.75} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 28, md: 38 }}>
            {t('maintenance.title')}
          </Title>
          <Text c="dimmed" fz="lg" maw={520}>
            {t('maintenance.description')}
          </Text>
          <Paper withBorder radius="md" px="xl" py="md">
            <Text fz="sm" c="dimmed" fw={600}>
              {t('maintenance.window')}
            </Text>
            <Text fw={700} fz="lg">
              {t('maintenance.windowValue', {
                start: formatDateTime(maintenanceWindow.start),
                end: formatDateTime(maintenanceWindow.end),
              })}
            </Text>
          </Paper>
          <Text fz="sm" c="dimmed">
            {t('maintenance.thanks')}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
