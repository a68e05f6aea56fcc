import type { BoostQueueStatus } from '@booster/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<BoostQueueStatus | 'none', string> = {
  active: 'teal',
  paused: 'yellow',
  stopped: 'red',
  none: 'gray',
};

/** Aktif, Dijeda, Berhenti, or Belum diatur before the first save. */
export function QueueStatusBadge({ status }: { status: BoostQueueStatus | null }) {
  const { t } = useTranslation('boost');
  const key = status ?? 'none';
  return (
    <Badge color={COLOURS[key]} variant="light">
      {t(`status.${key}`)}
    </Badge>
  );
}
