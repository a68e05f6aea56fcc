import type { ListingSummary } from '@booster/contracts';
import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ListingSummary['status'], MantineColor> = {
  live: 'teal',
  unlisted: 'gray',
  archived: 'gray',
  soldout: 'orange',
  violation: 'red',
};

export function ListingStatusBadge({ status }: { status: ListingSummary['status'] }) {
  const { t } = useTranslation('products');
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      style={{ flexShrink: 0, overflow: 'visible' }}
      miw="max-content"
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
