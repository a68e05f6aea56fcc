import type { LinkedListing } from '@booster/contracts';
import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = { none: 'gray', pending: 'blue', failed: 'red', done: 'teal' } as const;

export type PushStatusBadgeProps = {
  status: LinkedListing['pushStatus'];
  /** The platform's refusal of a failed push, shown on hover. */
  error?: string | null;
};

/** The state of the last stock push to a listing: waiting, failed (retried), done, or never pushed. */
export function PushStatusBadge({ status, error }: PushStatusBadgeProps) {
  const { t } = useTranslation('stock');
  const badge = (
    <Badge color={COLORS[status]} variant="light">
      {t(`pushStatus.${status}`)}
    </Badge>
  );
  return error ? <Tooltip label={error}>{badge}</Tooltip> : badge;
}
