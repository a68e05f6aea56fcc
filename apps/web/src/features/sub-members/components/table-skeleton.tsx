import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder rows while a list loads. */
export function TableSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
      <Skeleton h={36} radius="sm" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} h={48} radius="sm" />
      ))}
    </Stack>
  );
}
