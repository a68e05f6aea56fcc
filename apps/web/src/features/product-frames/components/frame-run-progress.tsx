import type { FrameRun } from '@booster/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { ItemRunProgressCard } from '../../../ui/item-run-progress-card.tsx';
import { frameKeys, frameListingKeys, frameRunQueryOptions } from '../api/frame-api.ts';

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

/**
 * An apply or remove run a page starts: `start` (a failure to start is reported; `onStarted` runs once it
 * started), the `run` to show in a FrameRunProgress, and `close`, which hides it and refreshes the frames
 * and listings it changed.
 */
export function useFrameRun<Input>(startRun: (input: Input) => Promise<FrameRun>, onStarted?: () => void) {
  const { t } = useTranslation('productFrames');
  const queryClient = useQueryClient();
  const [run, setRun] = useState<FrameRun | null>(null);
  const start = useMutation({
    mutationFn: startRun,
    onSuccess: (started) => {
      setRun(started);
      onStarted?.();
    },
    onError: (error) => reportActionError(error, t('mass.startFailed')),
  });
  const close = () => {
    setRun(null);
    void queryClient.invalidateQueries({ queryKey: frameListingKeys.all });
    void queryClient.invalidateQueries({ queryKey: frameKeys.all });
  };
  return { run, start, close };
}
