/**
 * The chat side of an adapter (issue 12): Shopee sellerchat, Lazada IM and the TikTok Shop customer
 * service API (which also serves Tokopedia chat accounts). These types are the agreement between the
 * adapters/emulators and the server's chat module; `MarketplaceAdapter` carries them as `chat`.
 *
 * Ids are strings (Shopee's are 64-bit). Times are Dates in UTC. Pages of messages run newest first;
 * `nextCursor` leads to older messages.
 */
import type { Page, ShopCredentials } from './port.ts';

export type ChatMessageKind =
  | 'text'
  | 'image'
  | 'sticker'
  | 'video'
  | 'product'
  | 'order'
  /** Platform notices (buyer entered from a product, agent joined, voucher, …). */
  | 'system'
  | 'other';

/**
 * Who wrote it. `seller` covers a person in Booster or in the platform's seller centre; `auto` is a
 * reply the platform or a bot sent for the shop (Shopee status auto_reply/offwork_autoreply, Lazada
 * auto_reply, TikTok ROBOT/SHOP auto answers). Auto-replies never count as an answer to the buyer.
 */
export type ChatSender = 'buyer' | 'seller' | 'auto' | 'system';

export type ChatImage = { url: string; width: number | null; height: number | null };

export type ChatMessageBody =
  | { kind: 'text'; text: string }
  | { kind: 'image'; image: ChatImage }
  | { kind: 'sticker'; imageUrl: string | null; code: string }
  | { kind: 'video'; url: string; thumbnailUrl: string | null }
  | { kind: 'product'; productId: string }
  | { kind: 'order'; orderId: string }
  | { kind: 'system'; text: string }
  | { kind: 'other'; text: string };

export type ChatMessageRecord = {
  externalId: string;
  conversationId: string;
  sender: ChatSender;
  body: ChatMessageBody;
  sentAt: Date;
  /** A message the platform's filter blocked; only the seller sees it (Lazada process_msg). */
  blocked?: boolean;
};

export type ChatConversation = {
  externalId: string;
  buyer: { id: string; name: string; avatarUrl: string | null };
  lastMessage: { kind: ChatMessageKind; preview: string; sender: ChatSender; sentAt: Date } | null;
  unreadCount: number;
  /** False when the platform no longer lets the seller write (TikTok: 7 days after the buyer's last message). */
  canSend: boolean;
};

/** What the seller sends; a platform without a kind answers an `unsupported` AdapterError. */
export type OutgoingChatMessage =
  | { kind: 'text'; text: string }
  | { kind: 'image'; image: ChatImage }
  | { kind: 'product'; productId: string }
  | { kind: 'order'; orderId: string };

/** A chat push, reduced to what the inbox needs; carries the message when the push does. */
export type ChatPush =
  | {
      type: 'message';
      shopId: string;
      conversationId: string;
      message: ChatMessageRecord | null;
      /**
       * The buyer as the push names them (Shopee: a buyer message's from_id / from_user_name), the same
       * id and name the conversation list gives: a conversation first seen is stored without asking.
       */
      buyer?: { id: string; name: string };
    }
  | { type: 'read'; shopId: string; conversationId: string }
  | { type: 'conversation'; shopId: string; conversationId: string };

export type ChatPort = {
  /** Most recently active first. */
  listConversations(
    credentials: ShopCredentials,
    query: { cursor?: string | null; pageSize: number },
  ): Promise<Page<ChatConversation>>;
  /** Newest first; `nextCursor` goes back in time. */
  listMessages(
    credentials: ShopCredentials,
    conversationId: string,
    query: { cursor?: string | null; pageSize: number },
  ): Promise<Page<ChatMessageRecord>>;
  send(
    credentials: ShopCredentials,
    conversationId: string,
    message: OutgoingChatMessage,
  ): Promise<ChatMessageRecord>;
  /**
   * Writes to the buyer of an order, opening the conversation when there is none yet (reminders,
   * order notices): Shopee send_message to the order's buyer, Lazada /im/session/open by order
   * (orders of the last 30 days), TikTok Shop create conversation with the order's buyer. The
   * record's `conversationId` names the conversation.
   */
  sendToOrderBuyer(
    credentials: ShopCredentials,
    orderId: string,
    message: OutgoingChatMessage,
  ): Promise<ChatMessageRecord>;
  /** Puts an image on the platform's chat image service. */
  uploadImage(
    credentials: ShopCredentials,
    image: { fileName: string; contentType: string; data: Uint8Array },
  ): Promise<ChatImage>;
  /** Marks the conversation read up to `lastMessageId` on the platform. */
  markRead(credentials: ShopCredentials, conversationId: string, lastMessageId: string): Promise<void>;
  /** Chat pushes in a verified webhook body (empty when it holds none). */
  parsePush(rawBody: string): ChatPush[];
};
