import type { ApiError } from '@booster/contracts';
import { access, type RouteAccess } from '@booster/domain';
import { describe, expect, it } from 'vitest';
import { orderOnlyMenu } from '../../seed/demo.ts';
import { useTestApp } from '../../test/app.ts';
import { makeAdmin, makeMember, makeRole, makeSubMember } from '../../test/factories.ts';
import { errorBody } from '../../test/http.ts';
import { requireCtx } from './guards.ts';

// Probe routes that exist only in this test: what a module route declared like this would do.
const t = useTestApp({
  extend: (app) => {
    const answer = async (request: Parameters<typeof requireCtx>[0]) => ({
      accountId: requireCtx(request).accountId,
    });
    const declare = (rule: RouteAccess) => ({ config: { access: rule } });
    app.get('/api/test/product', declare(access.menu('product')), answer);
    app.get('/api/test/order', declare(access.menu('order')), answer);
    app.get(
      '/api/test/order/bulk-shipping',
      declare(access.menu('order', { feature: 'bulk-shipping' })),
      answer,
    );
    app.get('/api/test/master-product', declare(access.anyMember({ package: 'masterProduct' })), answer);
  },
});

describe('menu declarations', () => {
  it("refuses the seeded-like order staff on the product menu and lets it act for the parent's account on orders", async () => {
    const owner = await makeMember(t.current, { package: 'premium' });
    const staff = await makeSubMember(t.current, owner, await makeRole(t.current, owner, orderOnlyMenu()));
    const token = (await staff.login()).accessToken;

    const product = await t.current.api.get<ApiError>('/api/test/product', { token });
    expect(product.status).toBe(403);
    expect(product.body).toEqual(
      errorBody(403, 'FEATURE_NOT_ALLOWED', 'Mohon maaf, anda tidak diperbolehkan untuk mengakses fitur ini'),
    );

    const order = await t.current.api.get('/api/test/order', { token });
    expect(order.status).toBe(200);
    expect(order.body).toEqual({ accountId: owner.id });
    expect((await t.current.api.get('/api/test/order/bulk-shipping', { token })).status).toBe(200);
  });

  it('checks the feature flag inside an enabled menu', async () => {
    const owner = await makeMember(t.current, { package: 'platinum' });
    const menu = orderOnlyMenu().map((m) =>
      m.key === 'order'
        ? { ...m, features: m.features.map((f) => ({ ...f, enabled: f.key !== 'bulk-shipping' })) }
        : m,
    );
    const staff = await makeSubMember(t.current, owner, await makeRole(t.current, owner, menu));
    const token = (await staff.login()).accessToken;
    expect((await t.current.api.get('/api/test/order', { token })).status).toBe(200);
    expect((await t.current.api.get('/api/test/order/bulk-shipping', { token })).status).toBe(403);
  });

  it('lets an owner into every menu, acting on its own account', async () => {
    const owner = await makeMember(t.current, { package: 'free' });
    const token = (await owner.login()).accessToken;
    const res = await t.current.api.get('/api/test/product', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accountId: owner.id });
  });

  it('keeps admins out of member routes', async () => {
    const admin = await makeAdmin(t.current);
    const res = await t.current.api.get<ApiError>('/api/test/order', {
      token: (await admin.login()).accessToken,
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });
});

describe('package declarations', () => {
  it('blocks shopeeOptimization from master product, with the feature named in the message', async () => {
    const owner = await makeMember(t.current, { package: 'shopeeOptimization' });
    const res = await t.current.api.get<ApiError>('/api/test/master-product', {
      token: (await owner.login()).accessToken,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'FEATURE_BLOCKED',
      message: 'Upgrade akun anda agar dapat mengakses fitur Master Produk!',
      details: { feature: 'masterProduct' },
    });
  });

  it("judges a sub-member by its parent's package", async () => {
    const owner = await makeMember(t.current, { package: 'medium' });
    const staff = await makeSubMember(t.current, owner, await makeRole(t.current, owner));
    const res = await t.current.api.get('/api/test/master-product', {
      token: (await staff.login()).accessToken,
    });
    expect(res.status).toBe(200);
  });
});
