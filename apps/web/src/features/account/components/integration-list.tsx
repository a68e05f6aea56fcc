import { Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IntegrationSummary } from '../lib/integration-groups.ts';
import { marketplaceImage, marketplaceName } from '../lib/marketplace-names.ts';

function LimitBadge({ isOver }: { isOver: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Badge
      variant="filled"
      color={isOver ? 'red.8' : 'teal.9'}
      size="sm"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {isOver ? t('downgrade.overLimit') : t('downgrade.withinLimit')}
    </Badge>
  );
}

/** Integrations per marketplace, with product shops against the per-marketplace limit and chat accounts. */
export function IntegrationList({ summary }: { summary: IntegrationSummary }) {
  const { t } = useTranslation('account');
  if (summary.groups.length === 0) return <Text c="dimmed">{t('downgrade.empty')}</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {summary.groups.map((group) => {
        const image = marketplaceImage(group.marketplace);
        return (
          <Paper key={group.marketplace} component="li" withBorder radius="md" p="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                {image && <Image src={image} alt="" w={36} h={36} />}
                <Stack gap={2}>
                  <Text fw={700}>{marketplaceName(group.marketplace)}</Text>
                  {group.products > 0 && (
                    <Text fz="sm">
                      {t('downgrade.products')}:{' '}
                      {t('downgrade.usage', { count: group.products, limit: summary.limits.perMarketplace })}
                    </Text>
                  )}
                  {group.chats > 0 && (
                    <Text fz="sm" c="dimmed">
                      {t('downgrade.chat')}: {t('downgrade.count', { count: group.chats })}
                    </Text>
                  )}
                </Stack>
              </Group>
              {group.products > 0 && <LimitBadge isOver={group.isOverLimit} />}
            </Group>
          </Paper>
        );
      })}
      {summary.chatTotal > 0 && (
        <Paper component="li" withBorder radius="md" p="md">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2}>
              <Text fw={700}>{t('downgrade.chatAll')}</Text>
              <Text fz="sm">
                {t('downgrade.usage', { count: summary.chatTotal, limit: summary.limits.chat })}
              </Text>
            </Stack>
            <LimitBadge isOver={summary.isChatOverLimit} />
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
