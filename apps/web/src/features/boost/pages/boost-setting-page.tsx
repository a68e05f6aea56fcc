import { Button, Group, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { ErrorState, PageHeader } from '../../../ui/index.ts';
import { boostQueueQueryOptions } from '../api/boost-api.ts';
import { BoostHistory } from '../components/boost-history.tsx';
import { BoostedNowCard } from '../components/boosted-now-card.tsx';
import { QueueForm } from '../components/queue-form.tsx';
import { QueueStatusBadge } from '../components/queue-status-badge.tsx';
import { ReconnectAlert } from '../components/reconnect-alert.tsx';
import { useQueueActions } from '../components/use-queue-actions.ts';

/** /panel/product/boost/:id/setting: one Shopee shop's queue, what Shopee holds boosted, the history. */
export function Component() {
  const { t } = useTranslation('boost');
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const queue = useQuery(boostQueueQueryOptions(id));
  const actions = useQueueActions(id, queue.data?.shopName ?? '', () => navigate(paths.product.boost()));

  if (queue.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('title')} />
      </Group>
    );
  if (queue.isError) return <ErrorState onRetry={() => queue.refetch()} />;
  const data = queue.data;
  return (
    <>
      <BackLink to={paths.product.boost()} label={t('actions.back')} />
      <PageHeader
        title={data.shopName}
        description={t('title')}
        actions={
          <Group gap="xs" wrap="wrap">
            <QueueStatusBadge status={data.status} />
            {data.status === 'active' && (
              <Button variant="default" size="sm" onClick={actions.pause} loading={actions.busy}>
                {t('actions.pause')}
              </Button>
            )}
            {data.status && data.status !== 'active' && data.shopStatus === 'connect' && (
              <Button variant="default" size="sm" onClick={actions.resume} loading={actions.busy}>
                {t('actions.resume')}
              </Button>
            )}
            {data.status && (
              <Button variant="light" color="red" size="sm" onClick={actions.remove} loading={actions.busy}>
                {t('actions.delete')}
              </Button>
            )}
          </Group>
        }
      />
      <Stack gap="md">
        {data.shopStatus === 'disconnect' && <ReconnectAlert shopId={data.shopId} />}
        <BoostedNowCard queue={data} />
        <QueueForm key={`${data.shopId}-${data.status ?? 'new'}`} queue={data} />
        <BoostHistory shopId={data.shopId} items={data.items} />
      </Stack>
    </>
  );
}
