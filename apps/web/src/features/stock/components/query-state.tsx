import { Button, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isFeatureBlocked, isNotFound } from '../../../lib/api-errors.ts';
import { EmptyState, ErrorState } from '../../../ui/index.ts';

export type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** Where "back" leads when the record is missing. */
  backTo?: string;
  children: (data: T) => ReactNode;
};

/** One record's load: placeholder while loading, package gate, not found, failure with retry, or the record. */
export function QueryState<T>({ query, backTo, children }: QueryStateProps<T>) {
  const { t } = useTranslation('stock');
  const { t: tc } = useTranslation('common');
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={tc('loading')}>
        <Skeleton h={120} radius="md" />
        <Skeleton h={240} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    if (isFeatureBlocked(query.error)) {
      return <EmptyState title={tc('blocked.title')} description={tc('blocked.masterProduct')} />;
    }
    if (isNotFound(query.error)) {
      return (
        <EmptyState
          title={t('notFound.title')}
          description={t('notFound.description')}
          action={
            backTo && (
              <Button component={Link} to={backTo} variant="light">
                {t('back')}
              </Button>
            )
          }
        />
      );
    }
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
