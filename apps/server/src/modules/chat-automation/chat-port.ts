/**
 * What the chat settings use of the chat (inbox) module: its "message stored" event, its send service
 * and the conversation of a buyer. Kept as a port so this module never reads the inbox's tables.
 */
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

export type AutomationChat = {
  /** Every message the inbox stores, whatever brought it in; the listener must be idempotent. */
  onMessageStored(listener: (message: StoredChatMessage) => Promise<void>): void;
  /** Sends a text as the shop, marked as Booster automation (source 'auto'). */
  sendText(input: { accountId: string; conversationId: string; text: string }): Promise<void>;
  /** The conversation of a buyer in a chat shop (by the buyer's name as the order shows it). */
  conversationOfBuyer(input: {
    shopId: string;
    buyerName: string;
  }): Promise<{ conversationId: string; buyerName: string } | null>;
  /** The buyer's latest message time in a conversation (follow-ups wait for silence). */
  lastBuyerMessageAt(conversationId: string): Promise<Date | null>;
};
