import { createHash } from 'node:crypto';
import { buyerPhoto } from './chat.ts';
import type { PlatformProfile } from './profiles.ts';
import { Rng } from './random.ts';
import type { Conversation, Message, Shop } from './types.ts';

/** Sticker codes the sandbox draws (`/_assets/stickers/<code>.svg`). */
export const STICKERS = ['senyum', 'terima-kasih', 'oke', 'suka', 'sedih'] as const;

export const stickerPath = (code: string) => `/_assets/stickers/${code}.svg`;

export function autoGreeting(shop: Shop): string {
  return `Halo kak, terima kasih sudah menghubungi ${shop.name}. Pesan kakak akan kami balas secepatnya ya 🙏`;
}

/**
 * Gives seeded conversations what real inboxes hold besides text: the product the buyer came from,
 * the buyer's order card, photos, stickers, the shop's auto-reply, and seller replies typed in the
 * seller centre. Runs after every shop of the platform is built, with its own generator per shop,
 * so the rest of the seed (shops, products, orders) stays what it was.
 */
export function furnishConversations(profile: PlatformProfile, shop: Shop) {
  const rng = new Rng(createHash('sha1').update(`chat:${shop.platform}:${shop.id}`).digest().readUInt32BE(0));
  for (const conversation of shop.conversations) furnish(rng, profile, shop, conversation);
}

function furnish(rng: Rng, profile: PlatformProfile, shop: Shop, conversation: Conversation) {
  const messages = conversation.messages;
  if (messages.length === 0) return;
  const make = (from: Message['from'], at: number, content: Message['content'], text = ''): Message => ({
    id: profile.ids.message(),
    from,
    text,
    sentAt: at,
    content,
  });
  for (const m of messages) if (m.from === 'seller') m.via = 'seller-centre';
  const first = messages[0];
  const additions: { after: number; message: Message }[] = [];
  const product = shop.products.length > 0 ? rng.pick(shop.products) : undefined;
  if (product && rng.chance(0.35))
    additions.push({
      after: -1,
      message: make('buyer', first.sentAt - 60_000, { kind: 'product', productId: product.id }),
    });
  if (rng.chance(0.3))
    additions.push({
      after: 0,
      message: make('auto', first.sentAt + 5_000, { kind: 'text' }, autoGreeting(shop)),
    });
  const order = shop.orders.find((o) => o.buyer.id === conversation.buyer.id);
  if (order && rng.chance(0.6))
    additions.push({
      after: 0,
      message: make('buyer', first.sentAt + 20_000, { kind: 'order', orderId: order.id }),
    });
  const lastBuyer = messages.reduce((at, m, i) => (m.from === 'buyer' ? i : at), 0);
  const photo = product?.images[0];
  if (photo && rng.chance(0.2))
    additions.push({
      after: lastBuyer,
      message: make('buyer', messages[lastBuyer].sentAt + 30_000, buyerPhoto(photo)),
    });
  if (rng.chance(0.12)) {
    const code = rng.pick(STICKERS);
    additions.push({
      after: lastBuyer,
      message: make('buyer', messages[lastBuyer].sentAt + 40_000, {
        kind: 'sticker',
        code,
        url: stickerPath(code),
      }),
    });
  }
  // Insert from the back so earlier positions stay valid; same-position additions keep their time order.
  additions.sort((a, b) => b.after - a.after || b.message.sentAt - a.message.sentAt);
  for (const { after, message } of additions) messages.splice(after + 1, 0, message);
  let trailing = 0;
  for (let i = messages.length - 1; i >= 0 && messages[i].from !== 'seller'; i--)
    if (messages[i].from === 'buyer') trailing++;
  // A quarter of the waiting ones were opened in the seller centre but not answered yet.
  conversation.unread = trailing > 0 && rng.chance(0.25) ? 0 : trailing;
}
