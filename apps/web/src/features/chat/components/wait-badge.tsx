import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { waitOf } from '../lib/chat-time.ts';

const COLORS = { fresh: 'yellow', late: 'orange', overdue: 'red' } as const;

/** 'Menunggu 5 menit': how long the buyer has waited for an answer, coloured by urgency. */
export function WaitBadge({ since, now }: { since: string; now: Date }) {
  const { t } = useTranslation('chat');
  const { rel, urgency } = waitOf(since, now);
  const text =
    rel.kind === 'absolute'
      ? t('wait.since', { date: rel.text })
      : t(`wait.${rel.unit}`, { count: rel.value });
  return (
    <Badge size="sm" variant="light" color={COLORS[urgency]} style={{ textTransform: 'none' }}>
      {text}
    </Badge>
  );
}
