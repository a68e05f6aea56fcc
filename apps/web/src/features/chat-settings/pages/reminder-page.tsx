import { Group, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, PageHeader } from '../../../ui/index.ts';
import { useChatShopChoice } from '../api/chat-shops.ts';
import { remindersQueryOptions } from '../api/reminders.ts';
import { ChatShopPicker } from '../components/chat-shop-picker.tsx';
import { ReminderForm } from '../components/reminder-form.tsx';
import { ReminderLog } from '../components/reminder-log.tsx';

/** /panel/chat/setting/reminder: "Pengingat" per chat shop. */
export function Component() {
  const { t } = useTranslation('chatSettings');
  const { shops, list, shopId, setShopId } = useChatShopChoice();
  const settings = useQuery({ ...remindersQueryOptions(shopId ?? ''), enabled: shopId !== null });

  return (
    <>
      <PageHeader title={t('reminders.title')} description={t('reminders.description')} />
      <Stack gap="md">
        {shops.isPending ? (
          <Group justify="center" py="xl">
            <Loader />
          </Group>
        ) : shops.isError ? (
          <ErrorState onRetry={() => shops.refetch()} />
        ) : list.length === 0 || !shopId ? (
          <EmptyState title={t('shop.none.title')} description={t('shop.none.description')} />
        ) : (
          <>
            <ChatShopPicker shops={list} value={shopId} onChange={setShopId} />
            {settings.isPending ? (
              <Group justify="center" py="xl">
                <Loader />
              </Group>
            ) : settings.isError ? (
              <ErrorState onRetry={() => settings.refetch()} />
            ) : (
              <ReminderForm key={shopId} settings={settings.data} />
            )}
            <ReminderLog key={`log-${shopId}`} shopId={shopId} />
          </>
        )}
      </Stack>
    </>
  );
}
