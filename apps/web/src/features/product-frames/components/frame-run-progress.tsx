import type { FrameRun } from '@booster/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ItemRunProgressCard } from '../../../ui/item-run-progress-card.tsx';
import { frameRunQueryOptions } from '../api/frame-api.ts';

export type FrameRunProgressProps = { run: FrameRun; onClose: () => void };

/** An apply or remove run: the bar polled every second, then the bulk result dialog. */
export function FrameRunProgress({ run: started, onClose }: FrameRunProgressProps) {
  const { t } = useTranslation('productFrames');
  const status = useQuery(frameRunQueryOptions(started));
  return (
    <ItemRunProgressCard
      run={status.data ?? started}
      isStale={status.isError}
      textsAt="productFrames:run"
      resultTitle={started.kind === 'remove' ? t('run.removeResult') : t('run.applyResult')}
      onClose={onClose}
    />
  );
}
