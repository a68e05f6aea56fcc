import { Badge, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from './icons.tsx';
import { PageHeader } from './page-header.tsx';

export type ComingSoonProps = { title: string };

/** A page whose feature ships later: its title and a clear "segera hadir" state. */
export function ComingSoon({ title }: ComingSoonProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm" py="lg">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <ClockIcon size={32} />
          </ThemeIcon>
          <Badge size="lg" variant="light">
            {t('comingSoon.badge')}
          </Badge>
          <Text ta="center" c="dimmed" maw={460}>
            {t('comingSoon.description', { feature: title })}
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
