import type { Shop } from '@booster/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { useTestApp } from '../../test/app.ts';
import { makeMember, makeRole, makeSubMember } from '../../test/factories.ts';
import { connectShop, refuseShopeeRefresh } from '../../test/marketplace.ts';
import { shops } from './tables.ts';

const t = useTestApp({ listen: true });

/** Counts the `account.user-updated.v1` frames a socket receives. */
function userUpdates(socket: WebSocket) {
  const frames: unknown[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as { event: string; payload: unknown };
    if (frame.event === 'account.user-updated.v1') frames.push(frame.payload);
  });
  return {
    async next(count: number) {
      const until = Date.now() + 5000;
      while (frames.length < count) {
        if (Date.now() > until) throw new Error(`only ${frames.length} of ${count} frames within 5 s`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return frames[count - 1];
    },
    count: () => frames.length,
  };
}

describe('shop changes reach every socket of the account', () => {
  it("tells the owner's and a sub-member's sockets once each on connect, rename, disconnect and delete", async () => {
    const owner = await makeMember(t.current, { package: 'medium' });
    const staff = await makeSubMember(t.current, owner, await makeRole(t.current, owner));
    const ownerToken = (await owner.login()).accessToken;
    const staffSocket = await t.current.app.injectWS(`/ws?token=${(await staff.login()).accessToken}`);
    const ownerSocket = await t.current.app.injectWS(`/ws?token=${ownerToken}`);
    const staffSees = userUpdates(staffSocket);
    const ownerSees = userUpdates(ownerSocket);
    try {
      const connected = await connectShop(t.current, ownerToken, 'shopee');
      expect(connected.status).toBe(200);
      expect(await staffSees.next(1)).toEqual({ userId: owner.id });

      const shop = connected.body as Shop;
      const renamed = await t.current.api.put(
        '/api/app/marketplace',
        { id: shop._id, shopname: 'Toko Baru' },
        { token: ownerToken },
      );
      expect(renamed.status).toBe(200);
      await staffSees.next(2);

      // The platform refuses the refresh: the shop turns disconnect in a background job.
      const db = t.current.database.db;
      await db
        .update(shops)
        .set({ refreshDueAt: new Date(Date.now() - 60_000) })
        .where(eq(shops.id, shop._id));
      await refuseShopeeRefresh(t.current);
      await t.current.jobs.enqueue(t.current.container.shops.jobs.refreshDueTokens, {});
      await t.current.jobs.drain();
      const [disconnected] = await db.select().from(shops).where(eq(shops.id, shop._id));
      expect(disconnected.status).toBe('disconnect');
      await staffSees.next(3);

      const removed = await t.current.api.delete(`/api/app/marketplace/${shop._id}`, { token: ownerToken });
      expect(removed.status).toBe(200);
      await staffSees.next(4);
      // The owner sits in its account room too: one frame per change, not two.
      await ownerSees.next(4);
      await new Promise((r) => setTimeout(r, 200));
      expect(ownerSees.count()).toBe(4);
      expect(staffSees.count()).toBe(4);
    } finally {
      staffSocket.terminate();
      ownerSocket.terminate();
    }
  });
});
