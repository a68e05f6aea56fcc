import type { AutoReplyLogEntry, Shop } from '@booster/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { drainJobs } from '../../test/builders.ts';
import { makeMember } from '../../test/factories.ts';
import { byIndex, connectShop, sandboxCall } from '../../test/marketplace.ts';

const t = useTestApp({ listen: true });

type SandboxConversation = {
  id: string;
  buyerName: string;
  /** What Shopee shows as the buyer's name (to_name): the username. */
  buyerUsername: string;
  messages: { from: string; text: string }[];
};

const control = <T>(path: string, body?: unknown) => sandboxCall<T>(t.current, path, body);

const drain = () => drainJobs(t.current);

const days = (open: boolean) =>
  [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day, open, start: '00:00', end: '00:00' }));

describe('auto-reply on buyer messages (sandbox Shopee chat)', () => {
  let token: string;
  let shop: Shop;

  beforeAll(async () => {
    const owner = await makeMember(t.current, { package: 'premium' });
    token = (await owner.login()).accessToken;
    shop = (await connectShop(t.current, token, 'shopee', 'chat', byIndex(0))).body;
    await drain();
  });

  /** A buyer writes in the sandbox and the push reaches Booster; answers what the platform then holds. */
  async function buyerWrites(who: { buyerName: string } | { conversationId: string }, text: string) {
    const sent = await control<{ conversationId: string }>('chat/buyer-message', {
      platform: 'shopee',
      shopId: shop.shopid,
      ...who,
      text,
      webhook: true,
    });
    await drain();
    return sent.conversationId;
  }

  async function platformConversation(id: string) {
    const all = await control<SandboxConversation[]>(`conversations?platform=shopee&shopId=${shop.shopid}`);
    const found = all.find((c) => c.id === id);
    if (!found) throw new Error(`no sandbox conversation ${id}`);
    return found;
  }

  const save = (body: object) => t.current.api.put(`/api/chat/auto-reply/${shop._id}`, body, { token });
  const log = async () =>
    (
      await t.current.api.get<{ docs: AutoReplyLogEntry[] }>(`/api/chat/auto-reply/${shop._id}/log`, {
        token,
      })
    ).body.docs;

  it('sends the away message once outside working hours; the buyer’s second message within 24 h gets none', async () => {
    const saved = await save({
      greeting: { enabled: true, text: 'Halo {nama_pembeli}, selamat datang di {nama_toko}' },
      away: {
        enabled: true,
        text: 'Maaf {nama_pembeli}, toko sedang tutup',
        hours: { days: days(false), holidays: [] },
      },
      rules: [],
    });
    expect(saved.status).toBe(200);

    const conversationId = await buyerWrites({ buyerName: 'Rina Away' }, 'Halo kak, masih buka?');
    let onPlatform = await platformConversation(conversationId);
    const buyer = onPlatform.buyerUsername;
    const replies = () => onPlatform.messages.filter((m) => m.from !== 'buyer');
    expect(replies().map((m) => m.text)).toEqual([`Maaf ${buyer}, toko sedang tutup`]);

    await buyerWrites({ conversationId }, 'Kak?');
    onPlatform = await platformConversation(conversationId);
    expect(replies()).toHaveLength(1);
    expect(onPlatform.messages.filter((m) => m.from === 'buyer')).toHaveLength(2);

    const entries = await log();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'away',
      buyerName: buyer,
      trigger: 'Halo kak, masih buka?',
      text: `Maaf ${buyer}, toko sedang tutup`,
      status: 'sent',
    });
  });

  it('answers with the first matching keyword rule instead of the greeting, and never answers the shop’s own replies', async () => {
    await save({
      greeting: { enabled: true, text: 'Halo {nama_pembeli}, selamat datang' },
      away: { enabled: false, text: '', hours: { days: days(true), holidays: [] } },
      rules: [
        { match: 'exact', keywords: ['ongkir'], text: 'Aturan exact', enabled: true },
        {
          match: 'contains',
          keywords: ['ongkir', 'ekspedisi'],
          text: 'Ongkir ke kota {nama_pembeli} dihitung saat checkout',
          enabled: true,
        },
        { match: 'contains', keywords: ['bandung'], text: 'Aturan ketiga', enabled: true },
      ],
    });
    const before = (await log()).length;
    const conversationId = await buyerWrites({ buyerName: 'Sari Kata' }, 'Berapa ONGKIR ke Bandung kak?');
    const onPlatform = await platformConversation(conversationId);
    expect(onPlatform.messages.filter((m) => m.from !== 'buyer').map((m) => m.text)).toEqual([
      `Ongkir ke kota ${onPlatform.buyerUsername} dihitung saat checkout`,
    ]);

    // The seller (and the platform's own bot) answering in the seller centre triggers nothing.
    await control('chat/seller-message', {
      platform: 'shopee',
      shopId: shop.shopid,
      conversationId,
      text: 'ongkir gratis kak',
      webhook: true,
    });
    await control('chat/seller-message', {
      platform: 'shopee',
      shopId: shop.shopid,
      conversationId,
      text: 'bandung',
      auto: true,
      webhook: true,
    });
    await drain();
    const entries = await log();
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({ kind: 'keyword', keywords: ['ongkir', 'ekspedisi'], status: 'sent' });

    // A first message without a keyword gets the greeting.
    const other = await platformConversation(await buyerWrites({ buyerName: 'Tono Salam' }, 'Permisi'));
    expect(other.messages.filter((m) => m.from !== 'buyer').map((m) => m.text)).toEqual([
      `Halo ${other.buyerUsername}, selamat datang`,
    ]);
  });
});
