import { Button, Card, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageCursors } from '../../../lib/page-cursors.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import {
  notificationListQueryOptions,
  PAGE_LIMIT,
  unreadCountQueryOptions,
} from '../api/notification-api.ts';
import { shopNamesQueryOptions } from '../api/shop-names.ts';
import { NotificationFilters } from '../components/notification-filters.tsx';
import { NotificationList } from '../components/notification-list.tsx';
import { useMarkAllRead, useOpenNotification } from '../hooks/use-notification-actions.ts';
import { useNotificationSearch } from '../hooks/use-notification-search.ts';

/** /panel/notification: every notification, filtered and paged 10 at a time (spec 2, 3, 9). */
export function Component() {
  const { t } = useTranslation('notifications');
  const { page, setPage, filters, setFilters } = useNotificationSearch();
  const cursors = usePageCursors(JSON.stringify(filters));
  const list = useQuery(notificationListQueryOptions(page, PAGE_LIMIT, filters, cursors.cursorFor(page)));
  if (!list.isPlaceholderData) cursors.remember(list.data);
  const unread = useQuery(unreadCountQueryOptions());
  const shopNames = useQuery(shopNamesQueryOptions(filters.marketplace));
  const markAll = useMarkAllRead();
  const openItem = useOpenNotification();

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          (unread.data ?? 0) > 0 && (
            <Button variant="light" loading={markAll.isPending} onClick={() => markAll.mutate()}>
              {t('markAll')}
            </Button>
          )
        }
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <NotificationFilters value={filters} onChange={setFilters} shopNames={shopNames.data ?? []} />
          <NotificationList
            data={list.data}
            isPending={list.isPending}
            isError={list.isError}
            isPlaceholderData={list.isPlaceholderData}
            onRetry={() => void list.refetch()}
            onOpen={(item) => void openItem(item)}
            onPageChange={setPage}
          />
        </Stack>
      </Card>
    </>
  );
}
