import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder cards while a form's data loads. */
export function FormSkeleton({ sections = 3 }: { sections?: number }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: sections }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} h={160} radius="md" />
      ))}
    </Stack>
  );
}
