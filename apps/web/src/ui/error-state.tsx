import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons.tsx';

export type ErrorStateProps = { onRetry?: () => void; title?: string; description?: string };

/** Generic error state: 'Terjadi Kesalahan' with a reload button (retry, or a page reload). */
export function ErrorState({ onRetry, title, description }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" gap="xs" py="xl" role="alert">
      <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
        <AlertIcon size={28} />
      </ThemeIcon>
      <Text fw={600}>{title ?? t('error.title')}</Text>
      {description && (
        <Text size="sm" c="dimmed" ta="center">
          {description}
        </Text>
      )}
      <Button variant="light" onClick={() => (onRetry ? onRetry() : globalThis.location.reload())}>
        {t('error.reload')}
      </Button>
    </Stack>
  );
}
