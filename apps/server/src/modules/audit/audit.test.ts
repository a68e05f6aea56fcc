import type { AuditEntry } from '@booster/contracts';
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

    const byAction = await t.current.api.get<Page>('/api/admin/audit-log?action=member.suspended', {
      token: admin,
    });
    expect(byAction.body.docs.map((d) => d.member?._id)).toEqual([other.id]);
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
