import { randomUUID } from 'node:crypto';
import * as contracts from '@booster/contracts';
import { type ApiError, inputLeaves, routeContracts } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeAdmin, makeMember } from '../../test/factories.ts';

const t = useTestApp();

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';
const TOO_BIG = 2_147_483_648;

/** `path`: the contract's path, for the caller the route admits (access is checked before input). */
type Case = { method: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown; field: string; path?: string };

/** A path of the contract with its parameters filled: a marketplace, our ids as uuids. */
const fill = (path: string) =>
  path
    .replace(':marketplace', 'shopee')
    .replace(':reconnectId', randomUUID())
    .replace(/:[A-Za-z]+/g, () => randomUUID());

/** Generated from the contracts: every text in a query string, sent with a NUL byte. */
function queryTextCases(): Case[] {
  return routeContracts(contracts).flatMap((route) => {
    if (route.method !== 'GET' || !route.query) return [];
    return inputLeaves(route.query)
      .filter((leaf) => leaf.type === 'string' && !leaf.path.includes('.'))
      .map((leaf) => ({
        method: 'GET' as const,
        url: `${fill(route.path)}?${leaf.path}=${encodeURIComponent(NUL)}`,
        field: leaf.path,
        path: route.path,
      }));
  });
}

/** Generated from the contracts: every `page` query, past the range of an integer. */
function pageCases(): Case[] {
  return routeContracts(contracts).flatMap((route) =>
    route.method === 'GET' && route.query && inputLeaves(route.query).some((l) => l.path === 'page')
      ? [
          {
            method: 'GET' as const,
            url: `${fill(route.path)}?page=${TOO_BIG}`,
            field: 'page',
            path: route.path,
          },
        ]
      : [],
  );
}

const masterProduct = (over: Record<string, unknown> = {}, sku: Record<string, unknown> = {}) => ({
  name: 'Kaos Polos',
  skus: [{ sku: `KP-${randomUUID().slice(0, 6)}`, price: 50000, stock: 3, ...sku }],
  ...over,
});
const menu = [{ key: 'order', enabled: true, subMenu: [], features: [] }];

/** The bodies of the report: texts with NUL or a lone surrogate, numbers past int4, ids that are no uuid. */
const bodyCases: Case[] = [
  {
    method: 'POST',
    url: '/api/app/master-product',
    body: masterProduct({}, { stock: TOO_BIG }),
    field: 'skus.0.stock',
  },
  { method: 'POST', url: '/api/app/master-product', body: masterProduct({ name: NUL }), field: 'name' },
  {
    method: 'POST',
    url: '/api/app/master-product',
    body: masterProduct({ description: LONE_SURROGATE }),
    field: 'description',
  },
  { method: 'PUT', url: `/api/app/stock/${randomUUID()}`, body: { stock: TOO_BIG }, field: 'stock' },
  { method: 'PUT', url: `/api/app/stock/${randomUUID()}`, body: { stock: 1, note: NUL }, field: 'note' },
  {
    method: 'PUT',
    url: '/api/app/stock/setting',
    body: { autoPush: true, buffer: 0, shopIds: ['not-a-uuid'] },
    field: 'shopIds.0',
  },
  { method: 'POST', url: '/api/auth/role', body: { name: NUL, menu }, field: 'name' },
  {
    method: 'POST',
    url: '/api/auth/role',
    body: { name: 'Gudang', menu: [{ ...menu[0], key: LONE_SURROGATE }] },
    field: 'menu.0.key',
  },
  {
    method: 'POST',
    url: '/api/app/marketplace/tokopedia/connect',
    body: { shopname: NUL, shopdomain: 'https://tokopedia.com/toko' },
    field: 'shopname',
  },
  {
    method: 'POST',
    url: '/api/app/facebook/pages/feed',
    body: { pageIds: ['1'], message: `Promo ${NUL}` },
    field: 'message',
  },
  {
    method: 'POST',
    url: '/api/app/push/subscription',
    body: { endpoint: 'https://push.example.test/1', keys: { p256dh: NUL, auth: 'x' } },
    field: 'keys.p256dh',
  },
  {
    method: 'PUT',
    url: '/api/app/marketplace',
    body: { id: randomUUID(), shopname: NUL },
    field: 'shopname',
  },
  {
    method: 'PUT',
    url: `/api/app/product/shopee/${randomUUID()}`,
    body: {
      shopId: randomUUID(),
      name: 'Kaos',
      description: LONE_SURROGATE,
      categoryId: '100',
      images: [],
      weightGrams: TOO_BIG,
      logistics: ['1'],
      variants: [{ price: 10000, stock: TOO_BIG }],
    },
    field: 'variants.0.stock',
  },
];

describe('bad input answers 400 on the field, never 500', () => {
  it('covers the routes it was generated from', () => {
    expect(queryTextCases().length).toBeGreaterThan(15);
    expect(pageCases().length).toBeGreaterThan(8);
  });

  it.each([
    ['a NUL byte in a query text', queryTextCases],
    ['a page past the integer range', pageCases],
    ['NUL, lone surrogates, numbers past int4 and non-uuid ids in bodies', () => bodyCases],
  ])('%s', async (_name, cases) => {
    const owner = await makeMember(t.current, { package: 'platinum' });
    const member = (await owner.login()).accessToken;
    const admin = (await (await makeAdmin(t.current)).login()).accessToken;
    const adminOnly = (c: Case) =>
      t.current.app.routeTable.some(
        (r) => r.method === c.method && r.url === c.path && r.access?.kind === 'admin',
      );
    const answers = [];
    for (const c of cases()) {
      const token = adminOnly(c) ? admin : member;
      const res =
        c.method === 'GET'
          ? await t.current.api.get<ApiError>(c.url, { token })
          : c.method === 'POST'
            ? await t.current.api.post<ApiError>(c.url, c.body, { token })
            : await t.current.api.put<ApiError>(c.url, c.body, { token });
      const fields = (res.body.details as { fields?: Record<string, string> } | undefined)?.fields ?? {};
      answers.push({
        call: `${c.method} ${c.url.split('?')[0]} ${c.field}`,
        status: res.status,
        field: fields[c.field] ?? null,
      });
    }
    // 400 with the field's own message (not the generic 'Isian tidak valid').
    const wrong = answers.filter((a) => a.status !== 400 || !a.field || a.field === 'Isian tidak valid');
    expect(wrong).toEqual([]);
  });

  it('names the field in words, in the caller language', async () => {
    const owner = await makeMember(t.current, { package: 'platinum' });
    const token = (await owner.login()).accessToken;
    const res = await t.current.api.get<ApiError>(
      `/api/app/product/shopee?search=${encodeURIComponent(NUL)}`,
      {
        token,
      },
    );
    expect(res.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      details: { fields: { search: 'Teks berisi karakter yang tidak didukung' } },
    });
    const big = await t.current.api.put<ApiError>(
      `/api/app/stock/${randomUUID()}`,
      { stock: TOO_BIG },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(big.body).toMatchObject({
      statusCode: 400,
      details: { fields: { stock: 'The number is too large' } },
    });
  });
});
