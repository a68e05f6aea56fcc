import { formatDateTimeDashed } from '@booster/domain';
import { ActionIcon, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/index.ts';

/** What the queue shows of a product, from the saved queue or the product just picked. */
export type QueuedProduct = {
  listingId: string;
  name: string;
  image: string | null;
  lastBoostedAt: string | null;
  boostedUntil: string | null;
};

const time = (iso: string) => formatDateTimeDashed(new Date(iso));

/** The queue in priority order: move up, move down, take out (saved with the form). */
export function QueueEditor({
  items,
  onChange,
}: {
  items: QueuedProduct[];
  onChange: (next: QueuedProduct[]) => void;
}) {
  const { t } = useTranslation('boost');
  if (items.length === 0) return <EmptyState title={t('setting.queueEmpty')} />;
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(next);
  };
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item, index) => (
        <Paper key={item.listingId} withBorder p="xs" component="li">
          <Group gap="sm" wrap="nowrap" align="center">
            <Text fw={700} w={28} ta="center" aria-label={t('setting.priority', { n: index + 1 })}>
              {index + 1}
            </Text>
            <Avatar src={item.image} radius="sm" size={40} alt="" />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600} lineClamp={2}>
                {item.name}
              </Text>
              <Text size="xs" c={item.boostedUntil ? 'teal.9' : 'dimmed'}>
                {item.boostedUntil
                  ? t('setting.boostedUntil', { time: time(item.boostedUntil) })
                  : item.lastBoostedAt
                    ? t('setting.lastBoosted', { time: time(item.lastBoostedAt) })
                    : t('setting.never')}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="default"
                aria-label={t('setting.moveUp', { name: item.name })}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label={t('setting.moveDown', { name: item.name })}
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
              >
                ↓
              </ActionIcon>
              <ActionIcon
                variant="light"
                color="red"
                aria-label={t('setting.remove', { name: item.name })}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                ×
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
