import type { Notification } from '@booster/contracts';
import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { type ListTotal, Pagination } from '../../../ui/pagination.tsx';
import { NotificationRow } from './notification-row.tsx';

export type NotificationListProps = {
  data: ({ docs: Notification[]; page: number; totalPages: number } & Partial<ListTotal>) | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  onRetry: () => void;
  onOpen: (item: Notification) => void;
  onPageChange: (page: number) => void;
};

/** The page's list: skeleton, error with retry, empty state, rows and the pagination control. */
export function NotificationList(props: NotificationListProps) {
  const { t } = useTranslation('notifications');
  const { data } = props;
  if (props.isError)
    return <ErrorState title={t('errorTitle')} description={t('errorText')} onRetry={props.onRetry} />;
  if (props.isPending || !data) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={64} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (data.docs.length === 0) return <EmptyState title={t('emptyTitle')} description={t('emptyText')} />;
  return (
    <Stack gap="md">
      <Stack
        component="section"
        gap={0}
        aria-label={t('page.listLabel')}
        style={{ opacity: props.isPlaceholderData ? 0.6 : 1 }}
      >
        {data.docs.map((item) => (
          <NotificationRow key={item._id} item={item} onOpen={props.onOpen} />
        ))}
      </Stack>
      {data.totalPages > 1 && (
        <Pagination
          page={data.page}
          totalPages={data.totalPages}
          onChange={props.onPageChange}
          total={data}
        />
      )}
    </Stack>
  );
}
