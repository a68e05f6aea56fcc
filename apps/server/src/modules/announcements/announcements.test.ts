import type { Notification } from '@booster/contracts';
import { adminContentRoutes, notificationRoutes } from '@booster/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { useTestApp } from '../../test/app.ts';
import { type MadeUser, makeAdmin, makeMember, makeStaffWith } from '../../test/factories.ts';

const t = useTestApp();

let admin = '';
beforeAll(async () => {
  admin = (await (await makeAdmin(t.current)).login()).accessToken;
});

const bell = async (user: MadeUser) =>
  (await t.current.api.route(notificationRoutes.list, { query: {}, token: (await user.login()).accessToken }))
    .body as { docs: Notification[] };

const titles = async (user: MadeUser) => (await bell(user)).docs.map((n) => n.title);

describe('announcements', () => {
  it('reaches the members of the chosen packages only, in their bell and their sub-members', async () => {
    const premium = await makeMember(t.current, { package: 'premium' });
    const medium = await makeMember(t.current, { package: 'medium' });
    const free = await makeMember(t.current, { package: 'free' });
    const staff = await makeStaffWith(t.current, premium, 'order');
    const res = await t.current.api.route(adminContentRoutes.announce, {
      body: {
        title: 'Fitur baru',
        description: 'Cek menu Riset',
        audience: 'packages',
        packages: ['premium', 'medium'],
      },
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.sent).toBeGreaterThanOrEqual(2);
    for (const user of [premium, medium, staff]) expect(await titles(user)).toContain('Fitur baru');
    expect(await titles(free)).not.toContain('Fitur baru');
    const [item] = (await bell(premium)).docs;
    expect(item).toMatchObject({
      title: 'Fitur baru',
      description: 'Cek menu Riset',
      read: false,
      marketplace: 'announcement',
    });
  });

  it('reaches every member with "all" and only the chosen ones with "members"; never admins', async () => {
    const a = await makeMember(t.current);
    const b = await makeMember(t.current, { package: 'platinum' });
    const all = await t.current.api.route(adminContentRoutes.announce, {
      body: { title: 'Untuk semua', description: 'Halo', audience: 'all' },
      token: admin,
    });
    const members = (await t.current.container.accounts.audiences.memberIds({})).length;
    expect(all.body).toEqual({ sent: members });
    expect(await titles(a)).toContain('Untuk semua');
    expect(await titles(b)).toContain('Untuk semua');

    const chosen = await t.current.api.route(adminContentRoutes.announce, {
      body: { title: 'Khusus', description: 'Untukmu', audience: 'members', memberIds: [b.id] },
      token: admin,
    });
    expect(chosen.body).toEqual({ sent: 1 });
    expect(await titles(b)).toContain('Khusus');
    expect(await titles(a)).not.toContain('Khusus');

    const log = await t.current.api.get<{ docs: { action: string; detail: { sent: number } }[] }>(
      '/api/admin/audit-log?action=announcement.sent',
      { token: admin },
    );
    expect(log.body.docs[0].detail.sent).toBe(1);
  });

  it('arrives in an open tab in real time', async () => {
    const member = await makeMember(t.current, { package: 'shopeeOptimization' });
    const socket: WebSocket = await t.current.app.injectWS(`/ws?token=${(await member.login()).accessToken}`);
    const frames: { event: string; payload: { notification: Notification } }[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    try {
      await t.current.api.route(adminContentRoutes.announce, {
        body: { title: 'Live', description: 'Sekarang', audience: 'members', memberIds: [member.id] },
        token: admin,
      });
      for (let waited = 0; waited < 5000 && !frames.some((f) => f.event === 'notif'); waited += 20)
        await new Promise((r) => setTimeout(r, 20));
      const notif = frames.find((f) => f.event === 'notif');
      expect(notif?.payload.notification).toMatchObject({ title: 'Live', description: 'Sekarang' });
    } finally {
      socket.terminate();
    }
  });

  it('refuses an empty audience, an unknown member and missing texts; writes nothing then', async () => {
    const member = await makeMember(t.current);
    const send = (body: object) =>
      t.current.app.inject({
        method: 'POST',
        url: '/api/admin/notification/announce',
        headers: { authorization: `Bearer ${admin}` },
        payload: body,
      });
    const noPackages = await send({ title: 'x', description: 'y', audience: 'packages' });
    expect(noPackages.statusCode).toBe(400);
    expect(noPackages.json().details.fields).toHaveProperty('packages');
    const empty = await send({ title: ' ', description: '', audience: 'all' });
    expect(Object.keys(empty.json().details.fields).sort()).toEqual(['description', 'title']);
    const stranger = await send({
      title: 'Tidak terkirim',
      description: 'y',
      audience: 'members',
      memberIds: [member.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().details.fields).toHaveProperty('memberIds');
    expect(await titles(member)).not.toContain('Tidak terkirim');
  });

  it('finds members by name or e-mail for the picker, not admins', async () => {
    const member = await makeMember(t.current, { name: 'Budi Penjual Unik' });
    const res = await t.current.api.route(adminContentRoutes.recipients, {
      query: { search: 'penjual unik' },
      token: admin,
    });
    expect(res.body).toEqual([
      { _id: member.id, email: member.email, name: 'Budi Penjual Unik', subscriptionPackage: 'free' },
    ]);
    const other = await makeAdmin(t.current);
    const admins = await t.current.api.route(adminContentRoutes.recipients, {
      query: { search: other.email },
      token: admin,
    });
    expect(admins.body).toEqual([]);
  });
});
