import { randomUUID } from 'node:crypto';
import type { ApiError } from '@booster/contracts';
import { describeAccess, MENU_TREE, type MenuPermission, menuAllowing } from '@booster/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember, makeRole, makeStaffWith, makeSubMember } from '../../test/factories.ts';
import { needsDeclaration, registerAccessControl } from './access-control.ts';
import { createGuards } from './guards.ts';

const t = useTestApp();

const REFUSED = {
  statusCode: 403,
  code: 'FEATURE_NOT_ALLOWED',
  error: 'Forbidden',
  message: 'Mohon maaf, anda tidak diperbolehkan untuk mengakses fitur ini',
};

describe('the route table', () => {
  it('has an access declaration on every API route, naming keys of the menu tree', () => {
    const api = t.current.app.routeTable.filter((r) => needsDeclaration(r.url));
    // Every module registers its routes: a table this small would mean the walk saw nothing.
    expect(api.length).toBeGreaterThan(100);
    const undeclared = api.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);

    for (const route of api) {
      const rule = route.access;
      if (rule?.kind !== 'menu') continue;
      const tree = MENU_TREE.find((m) => m.key === rule.menu);
      const known = new Set<string>([...(tree?.subMenus.map((s) => s.key) ?? []), ...(tree?.features ?? [])]);
      const unknown = [...(rule.subMenu ?? []), ...(rule.feature ?? [])].filter((k) => !known.has(k));
      expect({ route: `${route.method} ${route.url}`, tree: !!tree, unknown }).toEqual({
        route: `${route.method} ${route.url}`,
        tree: true,
        unknown: [],
      });
    }
  });

  it('names the menu and feature of the routes sub-members were let through', () => {
    const declared = (method: string, url: string) => {
      const route = t.current.app.routeTable.find((r) => r.method === method && r.url === url);
      return route?.access ? describeAccess(route.access) : 'undeclared';
    };
    expect(declared('POST', '/api/app/product/:marketplace')).toBe('product > my-product > create-product');
    expect(declared('PUT', '/api/app/product/:marketplace/:id')).toBe('product > my-product > edit-product');
    expect(declared('POST', '/api/app/product/:marketplace/bulk')).toBe('product > my-product > bulk-edit');
    expect(declared('POST', '/api/app/facebook/pages/feed')).toBe('home > marketplace-integration');
    expect(declared('POST', '/api/app/marketplace/:marketplace/import')).toBe('product > my-product');
    expect(declared('POST', '/api/app/facebook/connect')).toBe('owner');
    expect(declared('POST', '/api/webhook/:marketplace')).toBe('public');
  });

  it('refuses to register an API route without a declaration, so the app does not start', async () => {
    const app = Fastify();
    registerAccessControl(
      app,
      createGuards({
        tokens: t.current.container.tokens,
        loadSubject: async () => null,
        impersonationOpen: async () => false,
      }),
    );
    expect(() => app.get('/api/app/forgotten', async () => ({}))).toThrow(/declares no access/);
    // Pages of the web app are not API calls.
    expect(() => app.get('/panel/home', async () => 'page')).not.toThrow();
    await app.close();
  });
});

/** A product menu with the my-product sub-menu and only the given product features on. */
function productMenu(...features: string[]): MenuPermission[] {
  return menuAllowing('product', 'my-product', features);
}

const listingBody = () => ({
  shopId: randomUUID(),
  name: 'Kaos',
  description: 'Kaos katun',
  categoryId: '100',
  images: [],
  weightGrams: 200,
  logistics: ['1'],
  variants: [{ price: 10000, stock: 1 }],
});
const bulkBody = () => ({
  kind: 'supplier',
  rows: [{ listingId: randomUUID(), supplier: 'Pemasok' }],
});

describe('sub-member feature switches', () => {
  it('refuses product create, edit and bulk edit when the role has the feature off', async () => {
    const owner = await makeMember(t.current, { package: 'platinum' });
    const staff = await makeSubMember(t.current, owner, await makeRole(t.current, owner, productMenu()));
    const token = (await staff.login()).accessToken;
    const id = randomUUID();

    // The product list itself stays open: the menu and sub-menu are on.
    expect((await t.current.api.get('/api/app/product/shopee', { token })).status).toBe(200);
    const create = await t.current.api.post<ApiError>('/api/app/product/shopee', listingBody(), { token });
    expect({ status: create.status, body: create.body }).toEqual({ status: 403, body: REFUSED });
    const edit = await t.current.api.put<ApiError>(`/api/app/product/shopee/${id}`, listingBody(), { token });
    expect({ status: edit.status, body: edit.body }).toEqual({ status: 403, body: REFUSED });
    const bulk = await t.current.api.post<ApiError>('/api/app/product/shopee/bulk', bulkBody(), { token });
    expect({ status: bulk.status, body: bulk.body }).toEqual({ status: 403, body: REFUSED });
  });

  it('lets each feature through on its own: the call reaches the service (unknown shop or listing: 404)', async () => {
    const owner = await makeMember(t.current, { package: 'platinum' });
    const login = async (...features: string[]) =>
      (
        await (
          await makeSubMember(t.current, owner, await makeRole(t.current, owner, productMenu(...features)))
        ).login()
      ).accessToken;

    const creator = await login('create-product');
    expect(
      (await t.current.api.post('/api/app/product/shopee', listingBody(), { token: creator })).status,
    ).toBe(404);
    expect(
      (await t.current.api.put(`/api/app/product/shopee/${randomUUID()}`, listingBody(), { token: creator }))
        .status,
    ).toBe(403);

    const editor = await login('edit-product');
    expect(
      (await t.current.api.put(`/api/app/product/shopee/${randomUUID()}`, listingBody(), { token: editor }))
        .status,
    ).toBe(404);
    expect(
      (await t.current.api.post('/api/app/product/shopee/bulk', bulkBody(), { token: editor })).status,
    ).toBe(403);

    const bulkEditor = await login('bulk-edit');
    expect(
      (await t.current.api.post('/api/app/product/shopee/bulk', bulkBody(), { token: bulkEditor })).status,
    ).not.toBe(403);
  });

  it("keeps an order-only sub-member from posting to the owner's Facebook pages and from importing a shop", async () => {
    const owner = await makeMember(t.current, { package: 'platinum' });
    const staff = await makeStaffWith(t.current, owner, 'order');
    const token = (await staff.login()).accessToken;

    const feed = await t.current.api.post<ApiError>(
      '/api/app/facebook/pages/feed',
      { pageIds: ['1'], message: 'Promo hari ini' },
      { token },
    );
    expect({ status: feed.status, body: feed.body }).toEqual({ status: 403, body: REFUSED });
    const pages = await t.current.api.get<ApiError>('/api/app/facebook/pages', { token });
    expect(pages.status).toBe(403);
    const started = await t.current.api.post<ApiError>(
      '/api/app/marketplace/shopee/import',
      { id: randomUUID() },
      { token },
    );
    expect({ status: started.status, body: started.body }).toEqual({ status: 403, body: REFUSED });
    // What the role does allow still answers.
    expect((await t.current.api.get('/api/app/order/shopee', { token })).status).toBe(200);
  });

  it('lets the owner post and import (unknown pages and shops: not a permission answer)', async () => {
    const owner = await makeMember(t.current, { package: 'platinum' });
    const token = (await owner.login()).accessToken;
    const started = await t.current.api.post(
      '/api/app/marketplace/shopee/import',
      { id: randomUUID() },
      { token },
    );
    expect(started.status).toBe(404);
    const pages = await t.current.api.get('/api/app/facebook/pages', { token });
    expect(pages.status).toBe(200);
  });
});
