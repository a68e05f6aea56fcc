import type { ApiError } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { useTestApp } from '../../test/app.ts';
import { makeMember, makeRole, makeSubMember } from '../../test/factories.ts';

const t = useTestApp();

function nextFrame(socket: WebSocket): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no frame within 5 s')), 5000);
    socket.once('message', (data) => {
      clearTimeout(timer);
      resolve(JSON.parse(data.toString()));
    });
  });
}

describe('websocket /ws', () => {
  it('delivers events of the user and account rooms, published through PostgreSQL NOTIFY', async () => {
    const owner = await makeMember(t.current, { package: 'medium' });
    const staff = await makeSubMember(t.current, owner, await makeRole(t.current, owner));
    const token = (await staff.login()).accessToken;
    const socket = await t.current.app.injectWS(`/ws?token=${token}`);
    try {
      const own = nextFrame(socket);
      await t.current.container.realtime.publish(`user:${staff.id}`, 'account.user-updated.v1', {
        userId: staff.id,
      });
      expect(await own).toEqual({ event: 'account.user-updated.v1', payload: { userId: staff.id } });

      // The sub-member sits in its parent's account room.
      const account = nextFrame(socket);
      await t.current.container.realtime.publish(`account:${owner.id}`, 'auth.sessions-revoked.v1', {
        userId: owner.id,
      });
      expect(await account).toEqual({ event: 'auth.sessions-revoked.v1', payload: { userId: owner.id } });
    } finally {
      socket.terminate();
    }
  });

  it('tells the user to refetch after its e-mail is verified', async () => {
    const email = 'realtime-verify@example.test';
    await t.current.api.post('/api/auth/register', { name: 'Rudi', email, password: 'password-rudi' });
    const session = await t.current.api.login(email, 'password-rudi');
    const socket = await t.current.app.injectWS(`/ws?token=${session.accessToken}`);
    try {
      const frame = nextFrame(socket);
      const { token } = await t.current.api.linkFromMail(email, '/verify-email');
      await t.current.api.post('/api/auth/verify-email', { token });
      expect(await frame).toEqual({
        event: 'account.user-updated.v1',
        payload: { userId: session.user._id },
      });
    } finally {
      socket.terminate();
    }
  });

  it('refuses the upgrade without a valid token', async () => {
    const res = await t.current.api.get<ApiError>('/ws', {
      headers: { connection: 'upgrade', upgrade: 'websocket' },
    });
    expect(res.status).toBe(401);
    await expect(t.current.app.injectWS('/ws?token=nope')).rejects.toThrow();
  });
});
