import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { authStorage } from '../lib/auth-storage.ts';
import { navigateTo } from '../lib/navigation.ts';
import { connectRealtime } from '../lib/realtime-client.ts';
import { authKeys, clearSession, onLogout } from '../lib/session.ts';
import { startTitleBlink } from '../lib/title-blink.ts';

/**
 * Keeps the websocket open while logged in: a changed user re-runs the guard, revoked sessions log out.
 * Browser-channel 'notif' messages other than orders make the title blink (spec 7).
 */
export function RealtimeBridge() {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    const connection = connectRealtime(
      () => authStorage.get().accessToken,
      (frame) => {
        if (frame.event === 'account.user-updated.v1') {
          void queryClient.invalidateQueries({ queryKey: authKeys.all }).then(() => revalidate.current());
        } else if (frame.event === 'auth.sessions-revoked.v1') {
          clearSession();
          navigateTo('/login', { replace: true });
        }
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
    channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type === 'order') void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      else startTitleBlink();
    };
    return () => channel.close();
  }, [queryClient]);

  return null;
}
