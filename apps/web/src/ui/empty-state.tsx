import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InboxIcon } from './icons.tsx';

export type EmptyStateProps = { title?: string; description?: string; action?: ReactNode };

/** Generic empty state: 'Tidak Ada data' unless told otherwise. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" gap="xs" py="xl" role="status">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <InboxIcon size={28} />
      </ThemeIcon>
      <Text fw={600}>{title ?? t('empty.title')}</Text>
      {description && (
        <Text size="sm" c="dimmed" ta="center" maw={420}>
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
