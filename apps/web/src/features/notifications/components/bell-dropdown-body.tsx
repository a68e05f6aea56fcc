import type { Notification } from '@booster/contracts';
import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotificationRow } from './notification-row.tsx';

/** Height of the dropdown's list (spec 2). */
export const BELL_LIST_HEIGHT = 400;

function BellState({ title, text, role }: { title: string; text: string; role: 'status' | 'alert' }) {
  return (
    <Stack align="center" justify="center" gap={4} h={BELL_LIST_HEIGHT} role={role}>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Stack>
  );
}

export type BellDropdownBodyProps = {
  items: Notification[] | undefined;
  isPending: boolean;
  isError: boolean;
  onOpen: (item: Notification) => void;
};

/** The dropdown's list: loading, error, empty, or the latest items. */
export function BellDropdownBody({ items, isPending, isError, onOpen }: BellDropdownBodyProps) {
  const { t } = useTranslation('notifications');
  if (isError) return <BellState role="alert" title={t('errorTitle')} text={t('errorText')} />;
  if (isPending || !items) {
    return (
      <Stack align="center" justify="center" h={BELL_LIST_HEIGHT} role="status">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('loading')}
        </Text>
      </Stack>
    );
  }
  if (items.length === 0) return <BellState role="status" title={t('emptyTitle')} text={t('emptyText')} />;
  return items.map((item) => <NotificationRow key={item._id} item={item} onOpen={onOpen} />);
}
