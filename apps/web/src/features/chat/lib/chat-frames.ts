import { type RealtimeFrame, realtimeEvents } from '@booster/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '../api/chat-keys.ts';
import { addMessage, putConversation, setViewers } from './chat-cache.ts';

/**
 * Chat frames of the websocket (the account's chat room): new messages go into the open history and
 * the lists without a reload, read state and presence follow. Answers whether the frame was a chat one.
 */
export function applyChatFrame(queryClient: QueryClient, frame: RealtimeFrame): boolean {
  if (frame.event === 'chat.message.v1') {
    const parsed = realtimeEvents['chat.message.v1'].safeParse(frame.payload);
    if (!parsed.success) return true;
    const { conversation, message } = parsed.data;
    putConversation(queryClient, conversation);
    if (message) addMessage(queryClient, message);
    // Too big for the NOTIFY payload: fetch the history again.
    else void queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversation._id) });
    return true;
  }
  if (frame.event === 'chat.conversation.v1') {
    const parsed = realtimeEvents['chat.conversation.v1'].safeParse(frame.payload);
    if (parsed.success) putConversation(queryClient, parsed.data.conversation);
    return true;
  }
  if (frame.event === 'chat.presence.v1') {
    const parsed = realtimeEvents['chat.presence.v1'].safeParse(frame.payload);
    if (parsed.success) setViewers(queryClient, parsed.data.conversationId, parsed.data.viewers);
    return true;
  }
  return false;
}

/** After the socket comes back, catch up on what arrived while it was down. */
export function resyncChat(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: chatKeys.all });
}
