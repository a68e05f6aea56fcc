import { CHAT_PRESENCE_TTL_SECONDS } from '@booster/contracts';
import { chatRoutes } from '@booster/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { setViewers } from '../lib/chat-cache.ts';

/** A heartbeat well inside the server's presence lifetime. */
export const PRESENCE_HEARTBEAT_MS = (CHAT_PRESENCE_TTL_SECONDS - 10) * 1000;
/** Typing shows this long after the last key. */
const TYPING_MS = 8000;

type PresenceState = 'viewing' | 'typing' | 'left';

/**
 * Tells the server this member has the conversation open (and when typing), so colleagues on the same
 * inbox see 'Sedang dibalas oleh …'; says 'left' when the conversation closes.
 */
export function usePresence(conversationId: string) {
  const queryClient = useQueryClient();
  const lastKey = useRef(0);
  const announced = useRef<PresenceState | null>(null);

  const send = useCallback(
    (state: PresenceState) => {
      announced.current = state;
      return callApi(chatRoutes.presence, { params: { id: conversationId }, body: { state } })
        .then((answer) => setViewers(queryClient, conversationId, answer.viewers))
        .catch(() => undefined);
    },
    [conversationId, queryClient],
  );

  useEffect(() => {
    void send('viewing');
    const timer = setInterval(() => {
      void send(Date.now() - lastKey.current < TYPING_MS ? 'typing' : 'viewing');
    }, PRESENCE_HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      void send('left');
    };
  }, [send]);

  /** A key pressed in the composer: 'typing' once, not on every key. */
  const typing = useCallback(() => {
    lastKey.current = Date.now();
    if (announced.current !== 'typing') void send('typing');
  }, [send]);

  /** The message went out: back to viewing. */
  const doneTyping = useCallback(() => {
    lastKey.current = 0;
    if (announced.current === 'typing') void send('viewing');
  }, [send]);

  return { typing, doneTyping };
}
