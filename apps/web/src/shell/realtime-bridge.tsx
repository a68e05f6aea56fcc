import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { usePushRegistration } from '../features/notifications/hooks/use-push-registration.ts';
import { authStorage } from '../lib/auth-storage.ts';
import { useAuth } from '../lib/auth-store.ts';
import { isEndingImpersonation } from '../lib/impersonation.ts';
import { navigateTo } from '../lib/navigation.ts';
import { connectRealtime } from '../lib/realtime-client.ts';
import { emitRealtimeFrame } from '../lib/realtime-listeners.ts';
import { authKeys, clearSession, onLogout } from '../lib/session.ts';

type FrameHandlers = typeof import('./realtime-frame-handlers.ts');
let frameHandlers: Promise<FrameHandlers> | undefined;

/** Runs `use` once the payload handlers are here; calls keep their order (one promise, FIFO callbacks). */
function withHandlers(use: (handlers: FrameHandlers) => void) {
  frameHandlers ??= import('./realtime-frame-handlers.ts');
  void frameHandlers.then(use);
}

/**
 * Keeps the websocket open while logged in: a changed user re-runs the guard, revoked sessions log out.
 * 'notif' messages (websocket or the service worker's channel) refresh the bell or blink the title (spec 7).
 */
export function RealtimeBridge() {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  usePushRegistration(useAuth().user);

  useEffect(() => {
    const connection = connectRealtime(
      () => (isEndingImpersonation() ? null : authStorage.get().accessToken),
      (frame) => {
        emitRealtimeFrame(frame);
        if (frame.event === 'account.user-updated.v1') {
          void queryClient.invalidateQueries({ queryKey: authKeys.all }).then(() => revalidate.current());
        } else if (frame.event === 'auth.sessions-revoked.v1') {
          clearSession();
          navigateTo('/login', { replace: true });
        } else if (frame.event === 'notif') {
          withHandlers((h) => h.handleNotifMessage(queryClient, frame.payload));
        } else if (frame.event === 'notifications.read.v1') {
          // Read in another tab: this tab's bell and list follow.
          withHandlers((h) => h.resyncNotifications(queryClient));
        } else if (frame.event === 'shops.import-progress.v1') {
          withHandlers((h) => h.applyImportProgress(queryClient, frame.payload));
        } else if (frame.event === 'item-runs.progress.v1') {
          withHandlers((h) => h.applyItemRunProgress(queryClient, frame.payload));
        } else {
          withHandlers((h) => h.applyChatFrame(queryClient, frame));
        }
      },
      {
        onReopen: () =>
          withHandlers((h) => {
            h.resyncNotifications(queryClient);
            h.resyncShopImports(queryClient);
            h.resyncChat(queryClient);
          }),
      },
    );
    const stop = onLogout(() => connection.close());
    return () => {
      stop();
      connection.close();
    };
  }, [queryClient]);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel('notif');
    channel.onmessage = (event: MessageEvent<unknown>) =>
      withHandlers((h) => h.handleNotifMessage(queryClient, event.data));
    return () => channel.close();
  }, [queryClient]);

  return null;
}
