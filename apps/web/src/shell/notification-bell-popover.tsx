import { Anchor, Box, Group, Popover, ScrollArea, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DROPDOWN_LIMIT,
  notificationListQueryOptions,
  unreadCountQueryOptions,
} from '../features/notifications/api/notification-api.ts';
import {
  BELL_LIST_HEIGHT,
  BellDropdownBody,
} from '../features/notifications/components/bell-dropdown-body.tsx';
import {
  useMarkAllRead,
  useOpenNotification,
} from '../features/notifications/hooks/use-notification-actions.ts';
import { paths } from '../lib/paths.ts';
import { BellButton } from './bell-button.tsx';

/**
 * The bell and its dropdown (spec 2): 350 px wide, a 400 px list of the latest 5. Loaded when the bell is
 * about to be used (notification-bell.tsx); `opened` and `focused` carry over what the visitor did meanwhile.
 */
export default function NotificationBellPopover({
  opened: openedAtFirst,
  focused,
}: {
  opened: boolean;
  focused: boolean;
}) {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(openedAtFirst);
  const button = useRef<HTMLButtonElement>(null);
  // This bell took the place of the plain one the visitor pressed: the focus stays on the bell.
  useEffect(() => {
    if (focused) button.current?.focus();
  }, [focused]);
  const titleId = useId();
  const unread = useQuery(unreadCountQueryOptions());
  const list = useQuery({ ...notificationListQueryOptions(1, DROPDOWN_LIMIT), enabled: opened });
  const items = list.data?.docs;
  const hasUnread = (unread.data ?? 0) > 0 || !!items?.some((n) => !n.read);
  const markAll = useMarkAllRead();
  const openItem = useOpenNotification();

  return (
    <Popover width={350} position="bottom-end" shadow="md" opened={opened} onChange={setOpened} withinPortal>
      <Popover.Target>
        <BellButton ref={button} hasUnread={hasUnread} opened={opened} onClick={() => setOpened((o) => !o)} />
      </Popover.Target>
      {/* Named by its title, not by the bell that Mantine would name it after. */}
      <Popover.Dropdown p={0} role="dialog" aria-labelledby={titleId}>
        <Group
          justify="space-between"
          px="md"
          py="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Text fw={700} size="sm" id={titleId}>
            {t('title')}
          </Text>
          {hasUnread && (
            <Anchor
              component="button"
              type="button"
              size="xs"
              disabled={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              {t('markAll')}
            </Anchor>
          )}
        </Group>
        <ScrollArea h={BELL_LIST_HEIGHT}>
          <BellDropdownBody
            items={items}
            isPending={list.isPending}
            isError={list.isError}
            onOpen={(item) => {
              setOpened(false);
              void openItem(item);
            }}
          />
        </ScrollArea>
        <Box px="md" py="sm" ta="center" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Anchor component={Link} to={paths.panel.notification()} size="sm" onClick={() => setOpened(false)}>
            {t('seeAll')}
          </Anchor>
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
