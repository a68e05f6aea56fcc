// @vitest-environment jsdom
import type { ImportStatus, ListingSummary, Shop } from '@booster/contracts';
import { fullMenu, menuAllowing } from '@booster/domain';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStorage } from '../../../lib/auth-storage.ts';
import { applyImportProgress } from '../../../lib/shop-import-frames.ts';
import { mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { testUser } from '../../../test/user.ts';
import { Component as ListingListPage } from './listing-list-page.tsx';

const SHOP_ID = '7c2f4a8e-3b1d-4e5f-9a6b-1c2d3e4f5a6b';
const SHOP: Shop = {
  _id: SHOP_ID,
  shopid: '2001',
  shopname: 'Toko Baru Jaya',
  marketplace: 'shopee',
  appCategory: 'app',
  status: 'connect',
  productCount: null,
  createdAt: '2026-11-24T01:00:00.000Z',
  authorizedAt: '2026-11-24T01:00:00.000Z',
};

function importState(overrides: Partial<ImportStatus>): ImportStatus {
  return {
    shopId: SHOP_ID,
    marketplace: 'shopee',
    shopname: SHOP.shopname,
    status: 'running',
    imported: 50,
    total: 120,
    errorCode: null,
    startedAt: new Date(Date.now() - 10_000).toISOString(),
    finishedAt: null,
    updatedAt: new Date(Date.now() - 5000).toISOString(),
    message: '',
    ...overrides,
  };
}

const LISTING: ListingSummary = {
  _id: 'l1',
  shopId: SHOP_ID,
  shopname: SHOP.shopname,
  marketplace: 'shopee',
  externalId: '900',
  name: 'Kaos Polos Katun Combed',
  image: null,
  status: 'live',
  platformStatus: 'NORMAL',
  skus: ['KAOS-1'],
  minPrice: 49_000,
  maxPrice: 49_000,
  totalStock: 7,
  variantCount: 1,
  supplier: null,
  updatedAt: '2026-11-24T01:00:06.000Z',
};

const page = (docs: ListingSummary[]) => ({
  docs,
  totalDocs: docs.length,
  totalPages: docs.length ? 1 : 0,
  page: 1,
  limit: 20,
  prevPage: null,
  nextPage: null,
});

/** The API as a freshly connected shop sees it; `state` can change between calls. */
function serve(state: { imports: ImportStatus[]; listings: ListingSummary[] }) {
  return mockApi(({ method, path }) => {
    if (method === 'POST' && path.endsWith('/api/app/marketplace/shopee/import')) {
      return { body: importState({ status: 'queued', imported: 0, total: null }) };
    }
    if (path.includes('/api/app/marketplace/imports')) return { body: state.imports };
    if (path.includes('/api/app/marketplace?')) return { body: { ...page([]), docs: [SHOP], totalDocs: 1 } };
    if (path.includes('/api/app/product/shopee/tab')) {
      return { body: { all: state.listings.length, live: state.listings.length } };
    }
    if (path.includes('/api/app/product/shopee')) return { body: page(state.listings) };
    return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: '' } };
  });
}

function renderList() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderPage(ListingListPage, '/panel/product/mp/:marketplace', '/panel/product/mp/shopee', queryClient);
  return queryClient;
}

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('product list of a shop whose products are being imported', () => {
  it('says the products are being imported, with the progress, instead of "Tidak Ada data"', async () => {
    serve({ imports: [importState({})], listings: [] });
    renderList();
    expect(await screen.findByText('Produk sedang diimpor')).toBeTruthy();
    expect(screen.getByText('Mengimpor produk: 50 dari 120')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progres import produk Toko Baru Jaya' })).toHaveProperty(
      'ariaValueNow',
      '42',
    );
    expect(screen.queryByText('Tidak Ada data')).toBeNull();
  });

  it('shows a count and a spinner when the platform reports no total', async () => {
    serve({ imports: [importState({ total: null, imported: 100 })], listings: [] });
    renderList();
    expect(await screen.findByText('Mengimpor produk: 100 produk diambil')).toBeTruthy();
  });

  it('shows the products without a reload when the import finishes', async () => {
    const state = { imports: [importState({})], listings: [] as ListingSummary[] };
    serve(state);
    const queryClient = renderList();
    await screen.findByText('Produk sedang diimpor');

    // The server stored the products and says so over the websocket.
    // A finished import stays on screen for a moment: it finished just now.
    const now = new Date().toISOString();
    const done = importState({ status: 'done', imported: 120, finishedAt: now, updatedAt: now });
    state.imports = [done];
    state.listings = [LISTING];
    const { message: _, shopname: __, ...frame } = done;
    applyImportProgress(queryClient, frame);

    expect(await screen.findByText('Kaos Polos Katun Combed')).toBeTruthy();
    expect(screen.getByText('Import produk selesai: 120 produk')).toBeTruthy();
    expect(screen.queryByText('Produk sedang diimpor')).toBeNull();
  });

  it('names why an import failed and retries it', async () => {
    const state = {
      imports: [
        importState({
          status: 'failed',
          errorCode: 'MARKETPLACE_UNAVAILABLE',
          finishedAt: new Date().toISOString(),
        }),
      ],
      listings: [],
    };
    const calls = serve(state);
    renderList();
    expect(await screen.findByText('Import produk gagal')).toBeTruthy();
    expect(
      screen.getAllByText('Import produk gagal: Shopee sedang tidak dapat dihubungi, coba lagi nanti').length,
    ).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Coba lagi' })[0]);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ id: SHOP_ID }]),
    );
    expect(await screen.findByText('Menunggu giliran import produk...')).toBeTruthy();
  });
});

/** A logged-in user: the owner, or a sub-member whose role has Produk > my products and these features. */
function logIn(features: string[] | 'owner') {
  const menu = features === 'owner' ? fullMenu(false) : menuAllowing('product', 'my-product', features);
  const user = testUser({
    email: 'staff@example.com',
    name: 'Staff',
    subscriptionPackage: 'platinum',
    subMember: features !== 'owner',
    menu: features === 'owner' ? fullMenu() : menu,
  });

  authStorage.setAuth({ user, accessToken: 'access-1', refreshToken: 'refresh-1' });
}

describe('what the role allows on the product list', () => {
  afterEach(() => authStorage.unsetAuth());

  const offered = () => ({
    add: screen.queryByRole('link', { name: 'Tambah Produk' }) !== null,
    bulk: screen.queryByRole('button', { name: 'Ubah Massal' }) !== null,
    edit: screen.queryByRole('link', { name: `Ubah ${LISTING.name}` }) !== null,
  });

  it('offers create, edit and bulk edit to the owner', async () => {
    logIn('owner');
    serve({ imports: [], listings: [LISTING] });
    renderList();
    await screen.findByText(LISTING.name);
    expect(offered()).toEqual({ add: true, bulk: true, edit: true });
  });

  it('offers a sub-member only the features its role switches on', async () => {
    logIn([]);
    serve({ imports: [], listings: [LISTING] });
    renderList();
    await screen.findByText(LISTING.name);
    expect(offered()).toEqual({ add: false, bulk: false, edit: false });
    cleanup();

    logIn(['edit-product']);
    renderList();
    await screen.findByText(LISTING.name);
    expect(offered()).toEqual({ add: false, bulk: false, edit: true });
  });
});

describe('paging the product list', () => {
  afterEach(() => authStorage.unsetAuth());

  it('asks for the next page after the last row shown (its nextCursor), and a jumped-to page by number', async () => {
    logIn('owner');
    const listed = (p: number) => ({ ...LISTING, _id: `l${p}`, name: `Produk halaman ${p}` });
    const calls = mockApi(({ path }) => {
      if (path.includes('/api/app/marketplace/imports')) return { body: [] };
      if (path.includes('/api/app/marketplace?'))
        return { body: { ...page([]), docs: [SHOP], totalDocs: 1 } };
      if (path.includes('/api/app/product/shopee/tab')) return { body: { all: 100, live: 100 } };
      const n = Number(new URL(path, 'http://x').searchParams.get('page') ?? 1);
      return {
        body: { ...page([listed(n)]), page: n, totalDocs: 100, totalPages: 5, nextCursor: `after-${n}` },
      };
    });
    renderList();
    await screen.findByText('Produk halaman 1');
    const listCalls = () =>
      calls
        .map((c) => new URL(c.path, 'http://x'))
        .filter((u) => u.pathname === '/api/app/product/shopee')
        .map((u) => [u.searchParams.get('page'), u.searchParams.get('cursor')]);

    fireEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await screen.findByText('Produk halaman 2');
    expect(listCalls().at(-1)).toEqual(['2', 'after-1']);

    fireEvent.click(screen.getByRole('button', { name: 'Halaman 4' }));
    await screen.findByText('Produk halaman 4');
    expect(listCalls().at(-1)).toEqual(['4', null]);
  });
});

describe('the total of a searched product list', () => {
  afterEach(() => authStorage.unsetAuth());

  /** The list answers `total` for every page of 10; `capped` as the server's capped count says it. */
  function serveTotal(total: { totalDocs: number; totalPages: number; totalCapped: boolean }) {
    mockApi(({ path }) => {
      if (path.includes('/api/app/marketplace/imports')) return { body: [] };
      if (path.includes('/api/app/marketplace?'))
        return { body: { ...page([]), docs: [SHOP], totalDocs: 1 } };
      if (path.includes('/api/app/product/shopee/tab')) return { body: { all: 80, live: 80 } };
      return { body: { ...page([LISTING]), limit: 10, nextPage: 2, nextCursor: 'after-1', ...total } };
    });
  }
  const pageButtons = () =>
    screen.getAllByRole('button', { name: /^Halaman \d+$/ }).map((b) => b.textContent);

  it('says "Lebih dari" when the count stopped at its cap, with only pages that exist', async () => {
    logIn('owner');
    // countCapFor(1, 10) = 51 rows: 5 pages of buttons and one more known to exist.
    serveTotal({ totalDocs: 51, totalPages: 6, totalCapped: true });
    renderList();
    expect(await screen.findByText('Lebih dari 50 data')).toBeTruthy();
    expect(screen.queryByText('51 data')).toBeNull();
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect((screen.getByRole('button', { name: 'Halaman berikutnya' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('says the exact number when the count is whole', async () => {
    logIn('owner');
    serveTotal({ totalDocs: 37, totalPages: 4, totalCapped: false });
    renderList();
    expect(await screen.findByText('37 data')).toBeTruthy();
    expect(screen.queryByText(/Lebih dari/)).toBeNull();
    expect(pageButtons()).toEqual(['1', '2', '3', '4']);
  });
});
