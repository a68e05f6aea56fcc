import type { RealtimeEventPayload } from '@booster/contracts';
import pg from 'pg';
import { startBooster } from './lib/booster.ts';
import { connectChatShop } from './lib/chat-shop.ts';
import { printStageTrace } from './lib/stage-trace.ts';
import { openClients } from './lib/ws-clients.ts';

/**
 * 1,000 open inbox tabs of one seller on /ws. A buyer writes in a connected sandbox chat shop; the
 * platform pushes its signed chat webhook (Shopee push code 10); Booster stores the message and
 * publishes chat.message.v1 to the account's chat room. We time from the buyer's message (the
 * control call that delivers the webhook) to each tab holding the frame. The floor is the fan-out
 * alone: the same frame published straight to the room (one NOTIFY, the websocket sends).
 */
const SELLER = 'seller@booster.test';
const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
/** Lets the round's follow-ups (the notification, automation jobs) finish before the next clock starts. */
const ROUND_GAP_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type ChatMessageFrame = RealtimeEventPayload<'chat.message.v1'>;

const textOf = (frame: ChatMessageFrame) =>
  frame.message?.body.kind === 'text' ? frame.message.body.text : undefined;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export async function chatFanoutBench() {
  const booster = await startBooster({ live: true });
  try {
    const { accessToken, accountId, shop } = await connectChatShop(booster, SELLER);
    const clients = await openClients(booster.baseURL, [accessToken], CLIENTS);
    console.log(`  ${CLIENTS} websocket clients open`);
    const ours: number[] = [];
    const floor: number[] = [];
    const db = new pg.Client({ connectionString: booster.url });
    await db.connect();
    const { rows: started } = await db.query<{ at: Date }>('select now() as at');
    for (let round = 0; round < ROUNDS; round++) {
      const text = `Kak, ready? (${round})`;
      clients.clear();
      const t0 = performance.now();
      const sent = await fetch(`${booster.baseURL}/sandbox/_control/chat/buyer-message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ platform: 'shopee', shopId: shop.shopid, text, webhook: true }),
      });
      if (!sent.ok) throw new Error(`buyer message: ${sent.status} ${await sent.text()}`);
      // A field compare, as cheap as the floor's: the tabs are in this process, so a JSON.stringify
      // of every frame's payload here was counted as Booster's time (1,000 of them a round).
      const isOurs = (f: { event: string; payload: unknown }) =>
        f.event === 'chat.message.v1' && textOf(f.payload as ChatMessageFrame) === text;
      const times = await clients.waitForAll(isOurs, 30_000);
      ours.push(...times.map((at) => at - t0));
      // The floor sends the very frame Booster sent (same size), published straight to the room.
      const frame = clients.firstFrame(0, isOurs)?.payload as ChatMessageFrame;
      const messageId = `floor-${round}`;
      await sleep(ROUND_GAP_MS);

      clients.clear();
      const t1 = performance.now();
      await booster.container.realtime.publish(`chat:${accountId}`, 'chat.message.v1', {
        ...frame,
        messageId,
      });
      const direct = await clients.waitForAll(
        (f) => f.event === 'chat.message.v1' && (f.payload as ChatMessageFrame).messageId === messageId,
        30_000,
      );
      floor.push(...direct.map((at) => at - t1));
      await sleep(ROUND_GAP_MS);
    }
    await clients.close();
    if (process.env.BENCH_TRACE === '1') await printStageTrace(db, started[0].at);
    await db.end();
    ours.sort((a, b) => a - b);
    floor.sort((a, b) => a - b);
    console.log(
      `\n| chat fan-out (${CLIENTS} websocket clients, ${ROUNDS} buyer messages) | median ms | p99 ms |`,
    );
    console.log('|---|---|---|');
    console.log(
      `| buyer message webhook → every tab holds chat.message.v1 (Booster) | ${quantile(ours, 0.5).toFixed(0)} | ${quantile(ours, 0.99).toFixed(0)} |`,
    );
    console.log(
      `| publish to the chat room → every tab (NOTIFY floor) | ${quantile(floor, 0.5).toFixed(0)} | ${quantile(floor, 0.99).toFixed(0)} |`,
    );
    console.log(
      `| ratio (Booster/floor, lower is better) | ${(quantile(ours, 0.5) / quantile(floor, 0.5)).toFixed(2)} | ${(quantile(ours, 0.99) / quantile(floor, 0.99)).toFixed(2)} |`,
    );
    return [];
  } finally {
    await booster.stop();
  }
}
