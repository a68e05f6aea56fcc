import type { ChatModule } from '../chat/index.ts';

/**
 * What the chat settings use of the chat (inbox) module: its "message stored" event, its send service
 * and a buyer's conversation, never its tables.
 */
export type AutomationChat = Pick<ChatModule, 'onMessageStored' | 'sendChatMessage' | 'sendToOrderBuyer'>;

/** A stored chat message as the automation reads it. */
export type StoredChatMessage = {
  accountId: string;
  /** The chat shop (category 'chat'). */
  shopId: string;
  conversationId: string;
  messageId: string;
  sender: 'buyer' | 'seller' | 'auto' | 'system';
  /** The text of a text message; null for images, cards, stickers. */
  text: string | null;
  sentAt: Date;
  buyerId: string;
  buyerName: string;
};

type Stored = Parameters<Parameters<AutomationChat['onMessageStored']>[0]>[0];

export const storedChatMessage = (e: Stored): StoredChatMessage => ({
  accountId: e.accountId,
  shopId: e.shopId,
  conversationId: e.conversationId,
  messageId: e.messageId,
  sender: e.sender,
  text: e.body.kind === 'text' ? e.body.text : null,
  sentAt: e.sentAt,
  buyerId: e.buyer.id,
  buyerName: e.buyer.name,
});

/** Writes a text to an order's buyer as Booster's automation (the platform picks the conversation). */
export async function sendAutomatedOrderText(
  chat: AutomationChat,
  input: { accountId: string; shopId: string; orderId: string; text: string },
) {
  await chat.sendToOrderBuyer({ ...input, source: 'auto', memberId: null });
}

/** Sends a text as Booster's automation (source 'auto': never counted as the seller's answer). */
export async function sendAutomatedText(
  chat: AutomationChat,
  input: { accountId: string; conversationId: string; text: string },
) {
  await chat.sendChatMessage({
    ...input,
    message: { kind: 'text', text: input.text },
    source: 'auto',
    memberId: null,
  });
}
