import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { notify, openConfirm } from '../../../ui/index.ts';
import { useBoostActions } from '../api/boost-api.ts';

/** Pause (asks first), resume and delete (asks first) of one shop's queue, with their toasts. */
export function useQueueActions(shopId: string, shopName: string, onDeleted?: () => void) {
  const { t } = useTranslation('boost');
  const actions = useBoostActions(shopId);
  const failed = (error: unknown) => reportActionError(error, t('toast.failed'));
  return {
    busy: actions.pause.isPending || actions.resume.isPending || actions.remove.isPending,
    pause: () =>
      openConfirm({
        title: t('confirm.pauseTitle'),
        message: t('confirm.pauseText'),
        onConfirm: () =>
          actions.pause.mutate(undefined, {
            onSuccess: () => notify.success(t('toast.paused')),
            onError: failed,
          }),
      }),
    resume: () =>
      actions.resume.mutate(undefined, {
        onSuccess: () => notify.success(t('toast.resumed')),
        onError: failed,
      }),
    remove: () =>
      openConfirm({
        title: t('confirm.deleteTitle'),
        message: t('confirm.deleteText', { shop: shopName }),
        variant: 'delete',
        onConfirm: () =>
          actions.remove.mutate(undefined, {
            onSuccess: () => {
              notify.success(t('toast.deleted'));
              onDeleted?.();
            },
            onError: failed,
          }),
      }),
  };
}
