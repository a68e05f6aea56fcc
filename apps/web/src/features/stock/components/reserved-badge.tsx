import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ReservedBadgeProps = { units: number };

/** Units a marketplace campaign (flash sale) holds, shown beside a stock; nothing when none are held. */
export function ReservedBadge({ units }: ReservedBadgeProps) {
  const { t } = useTranslation('stock');
  if (units <= 0) return null;
  return (
    <Badge
      color="orange"
      variant="light"
      title={t('reserved.hint', { count: units })}
      // The label is long for a badge: on a phone card it wraps instead of being cut off.
      styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal' } }}
    >
      {t('reserved.label', { count: units })}
    </Badge>
  );
}
