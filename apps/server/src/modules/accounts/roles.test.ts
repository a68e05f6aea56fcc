import type { ApiError, Role } from '@booster/contracts';
import { fullMenu, normalizeMenu } from '@booster/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember, makeRole, makeSubMember, menuWith } from '../../test/factories.ts';
import { errorBody } from '../../test/http.ts';

const t = useTestApp();
const NOT_ALLOWED = 'Mohon maaf, anda tidak diperbolehkan untuk mengakses fitur ini';

describe('role management by an owner', () => {
  let token: string;

  beforeAll(async () => {
    const owner = await makeMember(t.current, { package: 'platinum' });
    token = (await owner.login()).accessToken;
  });

  it('creates, lists, reads, updates and deletes a role', async () => {
    const created = await t.current.api.post<Role>(
      '/api/auth/role',
      { name: 'Admin Chat', menu: menuWith('chat') },
      { token },
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Admin Chat', memberCount: 0, menu: menuWith('chat') });
    const id = created.body._id;

    const list = await t.current.api.get<Role[]>('/api/auth/role', { token });
    expect(list.body.map((r) => r.name)).toEqual(['Admin Chat']);

    const one = await t.current.api.get<Role>(`/api/auth/role/${id}`, { token });
    expect(one.body).toEqual(created.body);

    const updated = await t.current.api.put<Role>(
      `/api/auth/role/${id}`,
      { name: 'Admin Order', menu: menuWith('order') },
      { token },
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ _id: id, name: 'Admin Order', menu: menuWith('order') });

    const removed = await t.current.api.delete(`/api/auth/role/${id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Role berhasil dihapus' });
    expect((await t.current.api.get(`/api/auth/role/${id}`, { token })).status).toBe(404);
  });

  it('stores menus in the shape of the menu tree: unknown keys dropped, children off under a disabled menu', async () => {
    const messy = [
      { key: 'product', enabled: false, subMenu: [{ key: 'scrape', enabled: true }], features: [] },
      { key: 'not-a-menu', enabled: true, subMenu: [], features: [] },
    ];
    const res = await t.current.api.post<Role>(
      '/api/auth/role',
      { name: 'Berantakan', menu: messy },
      { token },
    );
    expect(res.body.menu).toEqual(normalizeMenu(messy));
    expect(res.body.menu).toEqual(fullMenu(false));
  });

  it('refuses a blank name and a name already used', async () => {
    const blank = await t.current.api.post<ApiError>('/api/auth/role', { name: ' ', menu: [] }, { token });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { name: 'Nama role wajib diisi' } },
    });

    await t.current.api.post('/api/auth/role', { name: 'Gudang', menu: [] }, { token });
    const taken = await t.current.api.post<ApiError>(
      '/api/auth/role',
      { name: 'Gudang', menu: [] },
      { token },
    );
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({
      message: 'Nama role sudah dipakai',
      details: { fields: { name: 'Nama role sudah dipakai' } },
    });
  });

  it('answers 400 for an id that is not a uuid and 404 for an unknown one', async () => {
    const bad = await t.current.api.get<ApiError>('/api/auth/role/123', { token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ details: { fields: { id: 'ID tidak valid' } } });
    const unknown = await t.current.api.get<ApiError>('/api/auth/role/00000000-0000-4000-8000-000000000000', {
      token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: 'Data tidak ditemukan' });
  });
});

describe('tenant isolation', () => {
  it("another owner's role id answers 404 on read, update and delete, and stays untouched", async () => {
    const alice = await makeMember(t.current, { package: 'medium' });
    const bob = await makeMember(t.current, { package: 'medium' });
    const aliceRole = await makeRole(t.current, alice, menuWith('order'), 'Milik Alice');
    const bobToken = (await bob.login()).accessToken;

    expect((await t.current.api.get(`/api/auth/role/${aliceRole._id}`, { token: bobToken })).status).toBe(
      404,
    );
    expect(
      (
        await t.current.api.put(
          `/api/auth/role/${aliceRole._id}`,
          { name: 'Dibajak', menu: [] },
          { token: bobToken },
        )
      ).status,
    ).toBe(404);
    expect((await t.current.api.delete(`/api/auth/role/${aliceRole._id}`, { token: bobToken })).status).toBe(
      404,
    );
    expect((await t.current.api.get<Role[]>('/api/auth/role', { token: bobToken })).body).toEqual([]);

    const aliceToken = (await alice.login()).accessToken;
    const still = await t.current.api.get<Role>(`/api/auth/role/${aliceRole._id}`, { token: aliceToken });
    expect(still.body.name).toBe('Milik Alice');
  });
});

describe('who may manage roles', () => {
  it('refuses a sub-member with 403 and the spec message', async () => {
    const owner = await makeMember(t.current, { package: 'platinum' });
    const role = await makeRole(t.current, owner);
    const staff = await makeSubMember(t.current, owner, role);
    const token = (await staff.login()).accessToken;

    for (const res of [
      await t.current.api.get<ApiError>('/api/auth/role', { token }),
      await t.current.api.post<ApiError>('/api/auth/role', { name: 'X', menu: [] }, { token }),
      await t.current.api.get<ApiError>(`/api/auth/role/${role._id}`, { token }),
      await t.current.api.delete<ApiError>(`/api/auth/role/${role._id}`, { token }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'FEATURE_NOT_ALLOWED', message: NOT_ALLOWED });
    }
  });

  it.each(['free', 'premium', 'shopeeOptimization'] as const)(
    'blocks the %s package with FEATURE_BLOCKED',
    async (pkg) => {
      const owner = await makeMember(t.current, { package: pkg });
      const token = (await owner.login()).accessToken;
      const res = await t.current.api.get<ApiError>('/api/auth/role', { token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(
        errorBody(403, 'FEATURE_BLOCKED', 'Upgrade akun anda agar dapat mengakses fitur Kelola Admin!', {
          feature: 'manageAdmin',
        }),
      );
    },
  );

  it('refuses an owner whose e-mail is not verified', async () => {
    const owner = await makeMember(t.current, { package: 'platinum', verified: false });
    const res = await t.current.api.get<ApiError>('/api/auth/role', {
      token: (await owner.login()).accessToken,
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses without a token', async () => {
    const res = await t.current.api.get<ApiError>('/api/auth/role');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('deleting a role that is in use', () => {
  it('answers 409 ROLE_IN_USE with the member count and keeps the role', async () => {
    const owner = await makeMember(t.current, { package: 'medium' });
    const role = await makeRole(t.current, owner);
    await makeSubMember(t.current, owner, role);
    await makeSubMember(t.current, owner, role);
    const token = (await owner.login()).accessToken;

    const res = await t.current.api.delete<ApiError>(`/api/auth/role/${role._id}`, { token });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'ROLE_IN_USE',
      message:
        'Role ini masih dipakai oleh 2 admin. Pindahkan admin tersebut ke role lain sebelum menghapus role',
      details: { memberCount: 2 },
    });
    const still = await t.current.api.get<Role>(`/api/auth/role/${role._id}`, { token });
    expect(still.body.memberCount).toBe(2);
  });
});
