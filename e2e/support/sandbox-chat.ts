import { expect } from 'vitest';
import { type ConsentPlatform, control } from './sandbox.ts';

/** The buyer's side of the sandbox chat: what a buyer writes and what the platform holds. */

export type SandboxConversation = {
  id: string;
  buyerName: string;
  messages: { from: string; text: string }[];
};

/** The sandbox's own chat conversations of a shop, with their messages. */
export const sandboxConversations = (baseURL: string, platform: ConsentPlatform, shopId: string) =>
  control<SandboxConversation[]>(
    baseURL,
    `/conversations?platform=${platform}&shopId=${encodeURIComponent(shopId)}`,
  );

/**
 * A buyer writes to the sandbox shop; the platform's signed chat push to Booster follows unless
 * `webhook: false`. Answers the conversation's id.
 */
export async function sendBuyerMessage(
  baseURL: string,
  message: { platform: ConsentPlatform; shopId: string; text: string; buyerName?: string; webhook?: boolean },
) {
  const res = await fetch(`${baseURL}/sandbox/_control/chat/buyer-message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
  });
  expect(res.status, 'POST /sandbox/_control/chat/buyer-message').toBe(201);
  return (await res.json()) as { conversationId: string };
}
