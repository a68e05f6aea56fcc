import type { ChatMessage, OutgoingChatMessageInput } from '@booster/contracts';
import { chatRoutes } from '@booster/contracts/routes';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { addMessage, putConversation } from '../lib/chat-cache.ts';
import { chatKeys } from './chat-keys.ts';

export const MESSAGE_PAGE_SIZE = 30;

/** The whole history, newest page first; each next page goes further back in time (no cap). */
export function messagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) =>
      callApi(chatRoutes.messages, {
        params: { id: conversationId },
        query: { limit: MESSAGE_PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Sends a message; the answer (the stored message) goes into the history at once. */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: OutgoingChatMessageInput) =>
      callApi(chatRoutes.send, { params: { id: conversationId }, body: { message } }),
    onSuccess: (message: ChatMessage) => addMessage(queryClient, message),
  });
}

/** Reads a picked file and puts it on the platform's chat image service. */
export function useUploadImage(conversationId: string) {
  return useMutation({
    mutationFn: async (file: File) => {
      const data = await fileToBase64(file);
      return callApi(chatRoutes.uploadImage, {
        params: { id: conversationId },
        body: { fileName: file.name, contentType: file.type as 'image/jpeg', data },
      });
    },
  });
}

/** Marks the conversation read (on the platform too); the answer updates the lists' badges. */
export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(chatRoutes.read, { params: { id: conversationId } }),
    onSuccess: (conversation) => putConversation(queryClient, conversation),
  });
}

async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}
