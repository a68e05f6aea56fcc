import { access, type PackageName } from '@booster/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember, makeRole, makeSubMember, menuWith } from '../../test/factories.ts';
import type { AuthSubject } from './context.ts';
import { requireCtx } from './guards.ts';
import { createSubjectCache } from './subject-cache.ts';

const t = useTestApp({
  extend: (app) => {
    const answer = async (request: Parameters<typeof requireCtx>[0]) => ({
      accountId: requireCtx(request).accountId,
    });
    app.get('/api/test/cached/order', { config: { access: access.menu('order') } }, answer);
    app.get(
      '/api/test/cached/master-product',
      { config: { access: access.anyMember({ package: 'masterProduct' }) } },
      answer,
    );
  },
});

async function staffOnOrders() {
  const owner = await makeMember(t.current, { package: 'platinum' });
  const ownerToken = (await owner.login()).accessToken;
  const role = await makeRole(t.current, owner, menuWith('order'));
  const staff = await makeSubMember(t.current, owner, role);
  const token = (await staff.login()).accessToken;
  // Twice: the second answer comes from the cache.
  expect((await t.current.api.get('/api/test/cached/order', { token })).status).toBe(200);
  expect((await t.current.api.get('/api/test/cached/order', { token })).status).toBe(200);
  return { owner, ownerToken, role, staff, token };
}

/**
 * Runs `change` with a trigger of migration auth_subject_changed off: what remains is this process's
 * own published event, the path that must refuse the member before the changing call answers.
 */
async function withoutTrigger(table: 'users' | 'roles', change: () => Promise<void>) {
  const trigger = `${table}_auth_subject_${table === 'users' ? 'deleted' : 'updated'}`;
  const pool = t.current.database.pool;
  await pool.query(`alter table ${table} disable trigger ${trigger}`);
  try {
    await change();
  } finally {
    await pool.query(`alter table ${table} enable trigger ${trigger}`);
  }
}

async function statusWithin(ms: number, url: string, token: string, expected: number) {
  const until = Date.now() + ms;
  for (;;) {
    const { status } = await t.current.api.get(url, { token });
    if (status === expected || Date.now() > until) return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the signed-in member cache', () => {
  it("refuses a sub-member at once when the owner turns the menu off in the member's role", async () => {
    const { ownerToken, role, token } = await staffOnOrders();
    await withoutTrigger('roles', async () => {
      const saved = await t.current.api.put(
        `/api/auth/role/${role._id}`,
        { name: role.name, menu: menuWith('product') },
        { token: ownerToken },
      );
      expect(saved.status).toBe(200);
      expect((await t.current.api.get('/api/test/cached/order', { token })).status).toBe(403);
    });
  });

  it('refuses a removed sub-member at once', async () => {
    const { ownerToken, staff, token } = await staffOnOrders();
    await withoutTrigger('users', async () => {
      const removed = await t.current.api.delete(`/api/auth/sub-member/${staff.id}`, { token: ownerToken });
      expect(removed.status).toBe(200);
      expect((await t.current.api.get('/api/test/cached/order', { token })).status).toBe(401);
    });
  });

  it('refuses a sub-member at once when it is moved to a role without the menu', async () => {
    const { owner, ownerToken, staff, token } = await staffOnOrders();
    const productsOnly = await makeRole(t.current, owner, menuWith('product'));
    const moved = await t.current.api.put(
      `/api/auth/sub-member/${staff.id}`,
      { roleId: productsOnly._id },
      { token: ownerToken },
    );
    expect(moved.status).toBe(200);
    expect((await t.current.api.get('/api/test/cached/order', { token })).status).toBe(403);
  });

  it('keeps the member between calls and hears a change made elsewhere through the database trigger', async () => {
    const { role, token } = await staffOnOrders();
    const pool = t.current.database.pool;
    // Without the trigger the change goes unheard: the cached member still passes (it is cached).
    await pool.query('alter table roles disable trigger roles_auth_subject_updated');
    try {
      await pool.query(`update roles set menu = '[]'::jsonb where id = $1`, [role._id]);
      expect((await t.current.api.get('/api/test/cached/order', { token })).status).toBe(200);
    } finally {
      await pool.query('alter table roles enable trigger roles_auth_subject_updated');
    }
    // Another process's change (no event published here): the NOTIFY of the trigger drops the member.
    await pool.query(`update roles set name = name || ' (baru)' where id = $1`, [role._id]);
    expect(await statusWithin(2000, '/api/test/cached/order', token, 403)).toBe(403);
  });

  it("follows the owner's package for its sub-members when it changes in the database", async () => {
    const { owner, token } = await staffOnOrders();
    expect((await t.current.api.get('/api/test/cached/master-product', { token })).status).toBe(200);
    // The one package without master products.
    const without: PackageName = 'shopeeOptimization';
    await t.current.database.pool.query('update users set subscription_package = $2 where id = $1', [
      owner.id,
      without,
    ]);
    expect(await statusWithin(2000, '/api/test/cached/master-product', token, 403)).toBe(403);
  });
});

describe('createSubjectCache', () => {
  const subject = (userId: string, accountId = userId): AuthSubject => ({
    userId,
    accountId,
    isAdmin: false,
    subMember: userId !== accountId,
    emailVerified: true,
    menu: [],
    package: 'premium',
  });

  function counting(subjects: Record<string, AuthSubject>) {
    const calls: string[] = [];
    return {
      calls,
      load: async (userId: string) => {
        calls.push(userId);
        return subjects[userId] ?? null;
      },
    };
  }

  it('loads a member once while listening, and every time while not', async () => {
    const db = counting({ a: subject('a') });
    const cache = createSubjectCache(db.load);
    await cache.load('a');
    await cache.load('a');
    expect(db.calls).toEqual(['a', 'a']);
    cache.listening(true);
    await cache.load('a');
    await cache.load('a');
    expect(db.calls).toEqual(['a', 'a', 'a']);
    cache.listening(false);
    await cache.load('a');
    expect(db.calls).toHaveLength(4);
  });

  it("forgets an owner's sub-members with the owner, and only them", async () => {
    const db = counting({
      owner: subject('owner'),
      staff: subject('staff', 'owner'),
      other: subject('other'),
    });
    const cache = createSubjectCache(db.load);
    cache.listening(true);
    for (const id of ['owner', 'staff', 'other']) await cache.load(id);
    cache.changed('owner');
    expect(cache.size).toBe(1);
    cache.changed('other');
    expect(cache.size).toBe(0);
  });

  it('does not keep a member loaded while a change happened', async () => {
    let release = () => {};
    const cache = createSubjectCache(async (userId) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return subject(userId);
    });
    cache.listening(true);
    const pending = cache.load('a');
    cache.changed('a');
    release();
    expect((await pending)?.userId).toBe('a');
    expect(cache.size).toBe(0);
  });

  it('loads again after the time to live and keeps at most maxEntries members', async () => {
    let clock = 0;
    const db = counting({ a: subject('a'), b: subject('b') });
    const cache = createSubjectCache(db.load, { ttlMs: 1000, maxEntries: 1, now: () => clock });
    cache.listening(true);
    await cache.load('a');
    clock = 999;
    await cache.load('a');
    clock = 1000;
    await cache.load('a');
    expect(db.calls).toEqual(['a', 'a']);
    await cache.load('b');
    expect(cache.size).toBe(1);
  });
});
