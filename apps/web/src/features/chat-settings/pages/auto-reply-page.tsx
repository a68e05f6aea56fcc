import { Alert, Group, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, PageHeader } from '../../../ui/index.ts';
import { autoReplyQueryOptions } from '../api/auto-reply.ts';
import { useChatShopChoice } from '../api/chat-shops.ts';
import { AutoReplyForm } from '../components/auto-reply-form.tsx';
import { AutoReplyLog } from '../components/auto-reply-log.tsx';
import { ChatShopPicker } from '../components/chat-shop-picker.tsx';

/** /panel/chat/setting/auto-reply: "Auto-reply" per chat shop. */
export function Component() {
  const { t } = useTranslation('chatSettings');
  const { shops, list, shopId, setShopId } = useChatShopChoice();
  const settings = useQuery({ ...autoReplyQueryOptions(shopId ?? ''), enabled: shopId !== null });

  return (
    <>
      <PageHeader title={t('autoReply.title')} description={t('autoReply.description')} />
      <Stack gap="md">
        <Alert variant="light" color="blue" title={t('autoReply.platforms.title')}>
          {t('autoReply.platforms.text')}
        </Alert>
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
              <AutoReplyForm key={shopId} settings={settings.data} />
            )}
            <AutoReplyLog key={`log-${shopId}`} shopId={shopId} />
          </>
        )}
      </Stack>
    </>
  );
}
