import { Group, Loader, Stack } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, PageHeader } from '../../../ui/index.ts';
import { useChatShopChoice } from '../api/chat-shops.ts';
import { ChatShopPicker } from './chat-shop-picker.tsx';

function Pending() {
  return (
    <Group justify="center" py="xl">
      <Loader />
    </Group>
  );
}

/**
 * A settings page of one chat shop at a time (Auto-reply, Pengingat): the shop picker, the shop's
 * settings form once loaded, and its send log; "no chat shop" when there is none.
 */
export function ShopSettingsPage<T, K extends QueryKey>({
  title,
  description,
  notice,
  settingsQuery,
  form,
  log,
}: {
  title: string;
  description: string;
  /** Shown above the shop picker. */
  notice?: ReactNode;
  settingsQuery: (shopId: string) => UseQueryOptions<T, Error, T, K>;
  /** The form of the picked shop's settings (keyed by shop, so a switch starts it afresh). */
  form: (settings: T) => ReactNode;
  log: (shopId: string) => ReactNode;
}) {
  const { t } = useTranslation('chatSettings');
  const { shops, list, shopId, setShopId } = useChatShopChoice();
  const settings = useQuery({ ...settingsQuery(shopId ?? ''), enabled: shopId !== null });

  return (
    <>
      <PageHeader title={title} description={description} />
      <Stack gap="md">
        {notice}
        {shops.isPending ? (
          <Pending />
        ) : shops.isError ? (
          <ErrorState onRetry={() => shops.refetch()} />
        ) : list.length === 0 || !shopId ? (
          <EmptyState title={t('shop.none.title')} description={t('shop.none.description')} />
        ) : (
          <>
            <ChatShopPicker shops={list} value={shopId} onChange={setShopId} />
            {settings.isPending ? (
              <Pending />
            ) : settings.isError ? (
              <ErrorState onRetry={() => settings.refetch()} />
            ) : (
              <Fragment key={shopId}>{form(settings.data)}</Fragment>
            )}
            <Fragment key={`log-${shopId}`}>{log(shopId)}</Fragment>
          </>
        )}
      </Stack>
    </>
  );
}
