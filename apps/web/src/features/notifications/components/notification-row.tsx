import type { Notification } from '@booster/contracts';
import { Avatar, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { marketplaceLabel, marketplaceMark } from '../../../lib/marketplace-connect.ts';
import { RelativeTime } from '../../../ui/relative-time.tsx';
import { ANNOUNCEMENT_MARKETPLACE, OWN_MARKETPLACE } from '../lib/notification-target.ts';

function iconOf(item: Notification): string {
  if (item.icon) return item.icon;
  const ours = item.marketplace === OWN_MARKETPLACE || item.marketplace === ANNOUNCEMENT_MARKETPLACE;
  return ours ? '/favicon.svg' : marketplaceMark(item.marketplace);
}

export type NotificationRowProps = { item: Notification; onOpen: (item: Notification) => void };

/** One notification: unread dot, icon, title, description, shop and relative time; a click opens it. */
export function NotificationRow({ item, onOpen }: NotificationRowProps) {
  const { t } = useTranslation('notifications');
  const shop = item.detail?.shopname;
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      w="100%"
      px="md"
      py="sm"
      aria-label={item.read ? item.title : t('unreadItem', { title: item.title })}
      data-unread={!item.read || undefined}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      bg={item.read ? undefined : 'var(--mantine-color-booster-0)'}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Box w={8} pt={14} aria-hidden>
          {!item.read && <Box data-testid="unread-dot" w={8} h={8} bg="red.7" style={{ borderRadius: 8 }} />}
        </Box>
        <Avatar src={iconOf(item)} size={32} radius="sm" alt="" />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={item.read ? 500 : 700} lineClamp={1}>
            {item.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {item.description}
          </Text>
          <Text size="xs" c="dimmed">
            {shop ? `${marketplaceLabel(item.marketplace)} · ${shop} · ` : ''}
            <RelativeTime date={item.updatedAt} />
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
