import { randomBytes } from 'node:crypto';
import { type AuditEntry, adminAuditRoutes } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeAdmin, makeMember, makeStaffWith } from '../../test/factories.ts';

const t = useTestApp();

type Page = { docs: AuditEntry[]; totalDocs: number };

describe('admin audit log', () => {
  it('lists recorded actions newest first with actor and member, filtered by member and action', async () => {
    const adminUser = await makeAdmin(t.current);
    const admin = (await adminUser.login()).accessToken;
    const member = await makeMember(t.current);
    const other = await makeMember(t.current);
    const { audit } = t.current.container;
    await audit.service.record({
      actorUserId: adminUser.id,
      action: 'member.package-changed',
      targetType: 'user',
      targetId: member.id,
      memberId: member.id,
      reason: 'Kompensasi gangguan',
      detail: { from: 'free', to: 'premium' },
    });
    await audit.service.record({
      actorUserId: adminUser.id,
      action: 'member.suspended',
      targetType: 'user',
      targetId: other.id,
      memberId: other.id,
    });

    const all = await t.current.api.get<Page>('/api/admin/audit-log', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.docs.map((d) => d.action).slice(0, 2)).toEqual([
      'member.suspended',
      'member.package-changed',
    ]);

    const mine = await t.current.api.get<Page>(`/api/admin/audit-log?memberId=${member.id}`, {
      token: admin,
    });
    expect(mine.body.docs).toHaveLength(1);
    expect(mine.body.docs[0]).toMatchObject({
      action: 'member.package-changed',
      actor: { _id: adminUser.id, email: adminUser.email },
      member: { _id: member.id, email: member.email },
      reason: 'Kompensasi gangguan',
      detail: { from: 'free', to: 'premium' },
    });
    // Written by a stringifier compiled from the contract: the same as zod makes of it.
    expect(mine.body).toEqual(JSON.parse(JSON.stringify(adminAuditRoutes.list.response.parse(mine.body))));

    // Written by a stringifier compiled from the contract: the same as zod makes of it.
    expect(mine.body).toEqual(JSON.parse(JSON.stringify(adminAuditRoutes.list.response.parse(mine.body))));

    const byAction = await t.current.api.get<Page>('/api/admin/audit-log?action=member.suspended', {
      token: admin,
    });
    expect(byAction.body.docs.map((d) => d.member?._id)).toEqual([other.id]);
  });

  it('pages by cursor and by number alike, the total capped unless asked exact; a forged cursor is 400', async () => {
    const adminUser = await makeAdmin(t.current);
    const admin = (await adminUser.login()).accessToken;
    const member = await makeMember(t.current);
    for (let i = 0; i < 7; i++)
      await t.current.container.audit.service.record({
        actorUserId: adminUser.id,
        action: `member.note-${i}`,
        targetType: 'user',
        targetId: member.id,
        memberId: member.id,
      });
    type KeysetPage = Page & { nextCursor: string | null; totalCapped?: boolean; totalPages: number };
    const list = async (query: string) => {
      const res = await t.current.api.get<KeysetPage>(
        `/api/admin/audit-log?actorId=${adminUser.id}&${query}`,
        {
          token: admin,
        },
      );
      expect(res.status).toBe(200);
      return res.body;
    };
    const actions = (page: Page) => page.docs.map((d) => d.action);
    const first = await list('limit=2');
    expect(actions(first)).toEqual(['member.note-6', 'member.note-5']);
    const byCursor = await list(`limit=2&page=2&cursor=${first.nextCursor}`);
    const byNumber = await list('limit=2&page=2');
    expect(actions(byCursor)).toEqual(['member.note-4', 'member.note-3']);
    expect(actions(byNumber)).toEqual(actions(byCursor));
    expect((await list('limit=2&page=4')).nextCursor).toBeNull();
    expect(await list('limit=1')).toMatchObject({ totalDocs: 6, totalCapped: true });
    expect(await list('limit=1&exactTotal=true')).toMatchObject({ totalDocs: 7, totalCapped: false });
    for (const cursor of ['abc', Buffer.from('["yesterday","1"]').toString('base64url')]) {
      const forged = await t.current.api.get<{ details: { fields: object } }>(
        `/api/admin/audit-log?cursor=${cursor}`,
        { token: admin },
      );
      expect(forged.status).toBe(400);
      expect(Object.keys(forged.body.details.fields)).toEqual(['cursor']);
    }
  });

  it('searches a part of the action or of the target id, `%` and `_` as themselves; a bad term is 400', async () => {
    const adminUser = await makeAdmin(t.current);
    const admin = (await adminUser.login()).accessToken;
    const tag = randomBytes(4).toString('hex');
    const record = (action: string, targetId: string) =>
      t.current.container.audit.service.record({
        actorUserId: adminUser.id,
        action,
        targetType: 'invoice',
        targetId,
      });
    await record(`billing.${tag}-refunded`, 'INV-1');
    await record('billing.transfer-approved', `INV-${tag}-50%OFF`);
    await record('billing.transfer-approved', `INV-${tag}-50XOFF`);
    await record(`member.${tag}_note`, 'x');
    await record(`member.${tag}xnote`, 'y');
    const search = async (term: string) => {
      const res = await t.current.api.get<Page>(
        `/api/admin/audit-log?limit=100&search=${encodeURIComponent(term)}`,
        { token: admin },
      );
      expect(res.status).toBe(200);
      return res.body.docs.map((d) => [d.action, d.targetId]);
    };
    expect(await search(tag.toUpperCase())).toEqual([
      [`member.${tag}xnote`, 'y'],
      [`member.${tag}_note`, 'x'],
      ['billing.transfer-approved', `INV-${tag}-50XOFF`],
      ['billing.transfer-approved', `INV-${tag}-50%OFF`],
      [`billing.${tag}-refunded`, 'INV-1'],
    ]);
    expect(await search(`${tag}-REFUND`)).toEqual([[`billing.${tag}-refunded`, 'INV-1']]);
    expect(await search(`${tag}-50%off`)).toEqual([['billing.transfer-approved', `INV-${tag}-50%OFF`]]);
    expect(await search(`${tag}_note`)).toEqual([[`member.${tag}_note`, 'x']]);
    for (const term of ['a\u0000b', 'x'.repeat(201)]) {
      const bad = await t.current.api.get(`/api/admin/audit-log?search=${encodeURIComponent(term)}`, {
        token: admin,
      });
      expect(bad.status).toBe(400);
    }
  });

  it('is admin-only: a guest gets 401, a member and a sub-member 403, a bad id 400', async () => {
    const owner = await makeMember(t.current);
    const member = (await owner.login()).accessToken;
    const staff = (await (await makeStaffWith(t.current, owner, 'product')).login()).accessToken;
    const admin = (await (await makeAdmin(t.current)).login()).accessToken;
    expect((await t.current.api.get('/api/admin/audit-log')).status).toBe(401);
    expect((await t.current.api.get('/api/admin/audit-log', { token: member })).status).toBe(403);
    expect((await t.current.api.get('/api/admin/audit-log', { token: staff })).status).toBe(403);
    const bad = await t.current.api.get('/api/admin/audit-log?memberId=x%00', { token: admin });
    expect(bad.status).toBe(400);
  });
});
