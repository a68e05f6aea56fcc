import type { Notification } from '@booster/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../ui/notify.ts';
import { markAllNotificationsRead, markNotificationRead, notificationKeys } from '../api/notification-api.ts';
import { notificationTarget } from '../lib/notification-target.ts';

/** Opening an item marks it read first, then routes to its target (spec 2). */
export function useOpenNotification() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (item: Notification) => {
    // A failed mark still opens the target: the seller came for the order, not the flag.
    if (!item.read) await markNotificationRead(item._id).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    navigate(notificationTarget(item));
  };
}

/** Mark all as read with the spec 8 toasts. */
export function useMarkAllRead() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      notify.success(t('markAllSuccess'));
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    onError: () => notify.error(t('markAllError')),
  });
}
