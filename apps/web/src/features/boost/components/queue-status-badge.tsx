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
    // Outlined in shade 9: the light variant's pale text fails axe colour-contrast.
    <Badge
      color={key === 'none' ? 'gray' : `${COLOURS[key]}.9`}
      variant={key === 'none' ? 'light' : 'outline'}
    >
      {t(`status.${key}`)}
    </Badge>
  );
}
