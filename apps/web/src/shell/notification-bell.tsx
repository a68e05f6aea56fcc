import {
  ActionIcon,
  Anchor,
  Box,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BellIcon } from '../ui/icons.tsx';
import { notify } from '../ui/notify.ts';
import { RelativeTime } from '../ui/relative-time.tsx';
import {
  getLatestNotifications,
  getUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationItem,
  notificationKeys,
  notificationTarget,
} from './notifications-api.ts';

function BellState({ title, text, role }: { title: string; text: string; role: 'status' | 'alert' }) {
  return (
    <Stack align="center" justify="center" gap={4} h={400} role={role}>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Stack>
  );
}

function NotificationRow({
  item,
  onOpen,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
}) {
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      w="100%"
      px="md"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      bg={item.read ? undefined : 'var(--mantine-color-booster-0)'}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Box w={8} pt={6} aria-hidden>
          {!item.read && <Box w={8} h={8} bg="red.7" style={{ borderRadius: 8 }} />}
        </Box>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={item.read ? 500 : 700} lineClamp={1}>
            {item.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {item.description}
          </Text>
          <Text size="xs" c="dimmed">
            <RelativeTime date={item.updatedAt} />
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** The bell and its dropdown (spec 2): 350 px wide, a 400 px list of the latest 5. */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unread = useQuery({
    queryKey: notificationKeys.custom('unread-count'),
    queryFn: getUnreadCount,
    retry: false,
  });
  const list = useQuery({
    queryKey: notificationKeys.list({ limit: 5 }),
    queryFn: getLatestNotifications,
    enabled: opened,
    retry: false,
  });
  const hasUnread = (unread.data ?? 0) > 0 || (list.data ?? []).some((n) => !n.read);
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });

  const markAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      notify.success(t('notifications.markAllSuccess'));
      void refresh();
    },
    onError: () => notify.error(t('notifications.markAllError')),
  });

  const open = async (item: NotificationItem) => {
    setOpened(false);
    if (!item.read) await markNotificationRead(item._id).catch(() => undefined);
    void refresh();
    navigate(notificationTarget(item));
  };

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <Stack align="center" justify="center" h={400} role="status">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('notifications.loading')}
        </Text>
      </Stack>
    );
  } else if (list.isError) {
    body = (
      <BellState role="alert" title={t('notifications.errorTitle')} text={t('notifications.errorText')} />
    );
  } else if (list.data.length === 0) {
    body = (
      <BellState role="status" title={t('notifications.emptyTitle')} text={t('notifications.emptyText')} />
    );
  } else {
    body = list.data.map((item) => <NotificationRow key={item._id} item={item} onOpen={open} />);
  }

  return (
    <Popover width={350} position="bottom-end" shadow="md" opened={opened} onChange={setOpened} withinPortal>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          radius="xl"
          aria-label={hasUnread ? t('notifications.bellUnread') : t('notifications.bell')}
          onClick={() => setOpened((o) => !o)}
        >
          <Indicator disabled={!hasUnread} color="red.7" size={9} offset={2}>
            <BellIcon size={22} />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} role="dialog" aria-label={t('notifications.title')}>
        <Group
          justify="space-between"
          px="md"
          py="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Text fw={700} size="sm">
            {t('notifications.title')}
          </Text>
          {hasUnread && (
            <Anchor component="button" type="button" size="xs" onClick={() => markAll.mutate()}>
              {t('notifications.markAll')}
            </Anchor>
          )}
        </Group>
        <ScrollArea h={400}>{body}</ScrollArea>
        <Box px="md" py="sm" ta="center" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Anchor component={Link} to="/panel/notification" size="sm" onClick={() => setOpened(false)}>
            {t('notifications.seeAll')}
          </Anchor>
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
