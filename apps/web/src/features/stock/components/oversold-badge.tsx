import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type OversoldBadgeProps = { units: number };

/** Red flag on a SKU that sold more than its stock could cover; nothing when it did not. */
export function OversoldBadge({ units }: OversoldBadgeProps) {
  const { t } = useTranslation('stock');
  if (units <= 0) return null;
  return (
    <Badge color="red" variant="filled" title={t('oversold.hint', { count: units })}>
      {t('oversold.label', { count: units })}
    </Badge>
  );
}
