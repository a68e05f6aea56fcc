import type { ChatPort, ShopCredentials } from '@booster/marketplaces';
import { startBooster } from './lib/booster.ts';
import { connectChatShop } from './lib/chat-shop.ts';
import { compare } from './lib/load.ts';

/**
 * POST /api/app/chat/conversations/:id/messages (a text to a buyer of a sandbox Shopee chat shop,
 * accepted by the sandbox's sellerchat send call, stored and published) against the same text sent
 * by a direct call of the Shopee chat adapter with the shop's credentials (the platform's own cost).
 */
const SELLER = 'seller@booster.test';

export async function chatSendBench() {
  const booster = await startBooster({ live: true });
  try {
    const { accessToken, shop, conversations } = await connectChatShop(booster, SELLER);
    const row = await booster.container.shops.service.chatShop(shop._id);
    if (!row) throw new Error('no chat shop');
    const target = conversations[0] as { id: string; externalId: string };
    const holder: { credentials?: ShopCredentials; port?: ChatPort } = {};
    await booster.container.shops.tokens.callShop(row, async (adapter, credentials) => {
      holder.port = adapter.chat ?? undefined;
      holder.credentials = credentials;
    });
    const { port, credentials } = holder;
    if (!port || !credentials) throw new Error('no chat port');
    let n = 0;
    const ours = async () => {
      const res = await fetch(`${booster.baseURL}/api/app/chat/conversations/${target.id}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: { kind: 'text', text: `Siap kak, dikirim hari ini (${n++})` } }),
      });
      if (res.status !== 200) throw new Error(`send answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    const baseline = async () =>
      void (await port.send(credentials, target.externalId, {
        kind: 'text',
        text: 'Siap kak, dikirim hari ini',
      }));
    return [
      await compare('chat send text → accepted by the sandbox', ours, baseline, {
        requests: 300,
        concurrency: 4,
      }),
    ];
  } finally {
    await booster.stop();
  }
}
