import { tokopediaRoutes } from '@booster/contracts/routes';
import { Badge, Button, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError, callApi } from '../../../lib/api-client.ts';
import { externalLinks } from '../../../lib/external-links.ts';
import { integrationModal } from '../../../lib/global-modal.ts';
import { shopKeys } from '../../../lib/marketplace-connect.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import {
  EmptyState,
  ErrorState,
  notify,
  openAlert,
  openUpgradeDialog,
  SearchInput,
} from '../../../ui/index.ts';
import { isLimitError } from '../lib/connect-errors.ts';

/** Connected Tokopedia shops with a search box, 'connect chat' per shop and the chat counter. */
export function TokopediaChatList() {
  const { t } = useTranslation('integration');
  const queryClient = useQueryClient();
  const { text: search, setText: setSearch, search: debounced } = useSearchText();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const query = useQuery({
    queryKey: shopKeys.custom('tokopedia-chat', debounced),
    queryFn: ({ signal }) =>
      callApi(tokopediaRoutes.chatShops, { query: { search: debounced || undefined }, signal }),
    placeholderData: keepPreviousData,
  });

  async function connectChat(id: string) {
    setPendingId(id);
    try {
      await callApi(tokopediaRoutes.chatConnect, { body: { id } });
      notify.success(t('tokopedia.chatRequested'));
      await queryClient.invalidateQueries({ queryKey: shopKeys.all });
    } catch (error) {
      if (isLimitError(error)) {
        integrationModal.close();
        openUpgradeDialog({ title: t('tokopedia.chatLimitTitle'), message: t('tokopedia.chatLimitText') });
      } else if (error instanceof ApiClientError && error.statusCode === 403) {
        openChatTakenDialog();
      } else {
        openAlert({ title: t('tokopedia.errorTitle'), message: t('tokopedia.chatErrorText') });
      }
    } finally {
      setPendingId(null);
    }
  }

  function openChatTakenDialog() {
    const id = modals.open({
      title: (
        <Text fw={700} c="red.8">
          {t('tokopedia.chatTakenTitle')}
        </Text>
      ),
      centered: true,
      children: (
        <Stack gap="md">
          <Text size="sm" role="alert">
            {t('tokopedia.chatTakenText')}
          </Text>
          <Group justify="flex-end">
            <Button
              component="a"
              href={externalLinks.supportChat}
              target="_blank"
              rel="noopener noreferrer"
              color="#313b50"
              onClick={() => modals.close(id)}
            >
              {t('tokopedia.contactAdmin')}
            </Button>
          </Group>
        </Stack>
      ),
    });
  }

  const data = query.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={3} size="h5">
          {t('tokopedia.chatTitle')}
        </Title>
        {data && (
          <Stack gap={4} miw={200}>
            <Text size="sm" fw={600} aria-live="polite">
              {t('tokopedia.chatCounter', { usage: data.usage, limit: data.limit })}
            </Text>
            <Progress
              value={data.limit > 0 ? Math.min(100, (data.usage / data.limit) * 100) : 100}
              color={data.usage >= data.limit ? 'red' : 'teal'}
              aria-hidden
            />
          </Stack>
        )}
      </Group>
      <SearchInput
        label={t('tokopedia.search')}
        placeholder={t('tokopedia.searchPlaceholder')}
        value={search}
        onChange={setSearch}
        rightSection={query.isFetching && !query.isPending ? <Loader size="xs" /> : null}
      />
      {query.isPending && (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label={t('loading', { ns: 'common' })} />
        </Group>
      )}
      {query.isError && <ErrorState onRetry={() => void query.refetch()} />}
      {data && data.docs.length === 0 && (
        <EmptyState title={debounced ? t('tokopedia.chatNoMatch') : t('tokopedia.chatEmpty')} />
      )}
      {data && data.docs.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.docs.map((shop) => (
            <Paper key={shop._id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {shop.shopname}
                </Text>
                {shop.chat === 'connect' && (
                  <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
                    {t('tokopedia.chatConnected')}
                  </Badge>
                )}
                {shop.chat === 'processing' && (
                  <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
                    {t('tokopedia.chatProcessing')}
                  </Badge>
                )}
                {shop.chat === 'none' && (
                  <Button
                    size="xs"
                    style={{ flexShrink: 0 }}
                    loading={pendingId === shop._id}
                    disabled={pendingId !== null && pendingId !== shop._id}
                    onClick={() => void connectChat(shop._id)}
                    aria-label={t('tokopedia.connectChatLabel', { shop: shop.shopname })}
                  >
                    {t('tokopedia.connectChat')}
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
