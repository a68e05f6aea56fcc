import type { ApiError, Session, SubMember, User } from '@booster/contracts';
import { normalizeMenu } from '@booster/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember, makeRole, makeSubMember, menuWith, uniqueEmail } from '../../test/factories.ts';

const t = useTestApp();

describe('inviting a sub-member', () => {
  let ownerToken: string;
  let owner: Awaited<ReturnType<typeof makeMember>>;
  let roleId: string;

  beforeAll(async () => {
    owner = await makeMember(t.current, { package: 'platinum', name: 'Toko Maju' });
    ownerToken = (await owner.login()).accessToken;
    roleId = (await makeRole(t.current, owner, menuWith('order'), 'Staf Order'))._id;
  });

  it('creates an invited user, mails the link, and the invitee sets a password and is logged in', async () => {
    const email = uniqueEmail('dewi');
    const invited = await t.current.api.post<SubMember>(
      '/api/auth/sub-member',
      { name: 'Dewi', email, roleId },
      { token: ownerToken },
    );
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({
      email,
      name: 'Dewi',
      roleId,
      roleName: 'Staf Order',
      status: 'invited',
    });

    const [mail] = await t.current.api.mailbox(email);
    expect(mail.subject).toBe('Undangan menjadi admin di Booster');
    expect(mail.text).toContain('Toko Maju mengundang anda menjadi admin dengan role Staf Order');
    const { token, link } = await t.current.api.linkFromMail(email, '/verify-invitation');
    expect(link.startsWith('http://booster.test/verify-invitation?token=')).toBe(true);

    const accepted = await t.current.api.post<Session>('/api/auth/verify-invitation', {
      token,
      password: 'password-dewi',
      name: 'Dewi S',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({
      email,
      name: 'Dewi S',
      subMember: true,
      hasVerifiedEmail: true,
      subscriptionPackage: 'platinum',
      status: true,
      parentMustUpgrade: false,
    });
    expect(accepted.body.user.menu).toEqual(normalizeMenu(menuWith('order')));

    const again = await t.current.api.post<ApiError>('/api/auth/verify-invitation', {
      token,
      password: 'password-lain',
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_LINK');

    const list = await t.current.api.get<SubMember[]>('/api/auth/sub-member', { token: ownerToken });
    expect(list.body.find((m) => m.email === email)?.status).toBe('active');
    await t.current.api.login(email, 'password-dewi');
  });

  it('refuses an e-mail that is already registered: 400 EMAIL_TAKEN on email', async () => {
    const existing = await makeMember(t.current);
    const res = await t.current.api.post<ApiError>(
      '/api/auth/sub-member',
      { name: 'Dobel', email: existing.email, roleId },
      { token: ownerToken },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'EMAIL_TAKEN',
      details: { fields: { email: 'Email sudah terdaftar' } },
    });
  });

  it("refuses another owner's role", async () => {
    const stranger = await makeMember(t.current, { package: 'platinum' });
    const foreignRole = await makeRole(t.current, stranger);
    const res = await t.current.api.post<ApiError>(
      '/api/auth/sub-member',
      { name: 'X', email: uniqueEmail(), roleId: foreignRole._id },
      { token: ownerToken },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ details: { fields: { roleId: 'Role tidak ditemukan' } } });
  });

  it('changes the role of a sub-member and removes one; other owners get 404', async () => {
    const staff = await makeSubMember(t.current, owner, { _id: roleId });
    const chatRole = await makeRole(t.current, owner, menuWith('chat'));
    const changed = await t.current.api.put<SubMember>(
      `/api/auth/sub-member/${staff.id}`,
      { roleId: chatRole._id },
      { token: ownerToken },
    );
    expect(changed.body.roleId).toBe(chatRole._id);
    const staffUser = await t.current.api.get<User>('/api/auth/user', {
      token: (await staff.login()).accessToken,
    });
    expect(staffUser.body.menu.find((m) => m.key === 'chat')?.enabled).toBe(true);
    expect(staffUser.body.menu.find((m) => m.key === 'order')?.enabled).toBe(false);

    const stranger = await makeMember(t.current, { package: 'platinum' });
    const strangerToken = (await stranger.login()).accessToken;
    expect(
      (await t.current.api.delete(`/api/auth/sub-member/${staff.id}`, { token: strangerToken })).status,
    ).toBe(404);

    const removed = await t.current.api.delete(`/api/auth/sub-member/${staff.id}`, { token: ownerToken });
    expect(removed.body).toEqual({ message: 'Admin berhasil dihapus' });
    const gone = await t.current.api.post<ApiError>('/api/auth/login', {
      email: staff.email,
      password: staff.password,
    });
    expect(gone.status).toBe(401);
  });
});

describe('a sub-member acts within its parent account', () => {
  it("shows the parent's package and expiry, and parentMustUpgrade once the parent has expired", async () => {
    const parent = await makeMember(t.current, {
      package: 'medium',
      expiredAt: new Date('2024-01-01T00:00:00Z'),
    });
    const staff = await makeSubMember(t.current, parent, await makeRole(t.current, parent));
    const user = await t.current.api.get<User>('/api/auth/user', {
      token: (await staff.login()).accessToken,
    });
    expect(user.body).toMatchObject({
      subMember: true,
      subscriptionPackage: 'medium',
      expiredAt: '2024-01-01T00:00:00.000Z',
      parentMustUpgrade: true,
    });
  });
});
