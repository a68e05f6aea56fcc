import type { BoostShop } from '@booster/contracts';
import { BOOST_QUEUE_MAX, formatDateTimeDashed, MARKETPLACE_CAPABILITIES } from '@booster/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { QueueStatusBadge } from './queue-status-badge.tsx';
import { ReconnectAlert } from './reconnect-alert.tsx';
import { useQueueActions } from './use-queue-actions.ts';

const RULES = MARKETPLACE_CAPABILITIES.shopee.boost;

/** One Shopee shop on the boost page: its queue at a glance, the way to its settings, pause/resume. */
export function BoostShopCard({ shop }: { shop: BoostShop }) {
  const { t } = useTranslation('boost');
  const { queue } = shop;
  const actions = useQueueActions(shop.shopId, shop.shopName);
  const titleId = `boost-shop-${shop.shopId}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {shop.shopName}
          </Title>
          <QueueStatusBadge status={queue?.status ?? null} />
        </Group>
        {shop.shopStatus === 'disconnect' && <ReconnectAlert shopId={shop.shopId} />}
        {queue ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t(`interval.${queue.interval}`)}
            </Text>
            <Text size="sm">{t('list.products', { count: queue.itemCount, max: BOOST_QUEUE_MAX })}</Text>
            <Text size="sm">
              {t('list.boostedNow', { count: queue.boostedCount, max: RULES.maxBoosted })}
            </Text>
            {queue.nextRunAt && (
              <Text size="sm">
                {t('list.nextRun', { time: formatDateTimeDashed(new Date(queue.nextRunAt)) })}
              </Text>
            )}
            {queue.lastRunAt && (
              <Text size="sm" c="dimmed">
                {t('list.lastRun', { time: formatDateTimeDashed(new Date(queue.lastRunAt)) })}
              </Text>
            )}
          </Stack>
        ) : null}
        <Group gap="xs" wrap="wrap">
          <Button component={Link} to={paths.product.boostSetting(shop.shopId)} size="sm">
            {queue ? t('list.edit') : t('list.setUp')}
          </Button>
          {queue?.status === 'active' && (
            <Button variant="default" size="sm" onClick={actions.pause} loading={actions.busy}>
              {t('actions.pause')}
            </Button>
          )}
          {queue && queue.status !== 'active' && shop.shopStatus === 'connect' && (
            <Button variant="default" size="sm" onClick={actions.resume} loading={actions.busy}>
              {t('actions.resume')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
