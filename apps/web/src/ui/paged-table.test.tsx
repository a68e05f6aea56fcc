// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/setup.ts';
import { stubBrowserApis, stubViewportWidth } from '../test/render-page.tsx';
import { PagedTable, type PagedTableQuery } from './paged-table.tsx';

type Row = { id: string; name: string; price: string };
const ROWS: Row[] = [
  { id: 'a', name: 'Kaos Polos', price: 'Rp49.000' },
  { id: 'b', name: 'Topi Rajut', price: 'Rp25.000' },
];

const query = (docs: Row[]): PagedTableQuery<Row> => ({
  data: { docs, page: 1, totalPages: 2, totalDocs: 40 },
  isPending: false,
  isError: false,
  isPlaceholderData: false,
  refetch: () => {},
});

function Harness({ docs = ROWS, selected = new Set<string>(), onSelectedChange = () => {} }) {
  return (
    <MantineProvider>
      <PagedTable<Row>
        query={query(docs)}
        label="Daftar produk"
        rowKey={(r) => r.id}
        onPageChange={() => {}}
        empty={{ title: 'Tidak Ada data' }}
        minWidth={900}
        card={{ title: (r) => r.name, fields: ['price'], actions: ['edit'] }}
        selection={{
          selected,
          onSelectedChange,
          selectAllLabel: 'Pilih semua',
          rowLabel: (r) => `Pilih ${r.name}`,
        }}
        columns={[
          { key: 'name', header: 'Produk', cell: (r) => r.name },
          { key: 'price', header: 'Harga', cell: (r) => r.price },
          { key: 'edit', header: 'Aksi', cell: (r) => <a href={`/edit/${r.id}`}>Ubah {r.name}</a> },
        ]}
      />
    </MantineProvider>
  );
}

beforeEach(stubBrowserApis);
afterEach(cleanup);

describe('PagedTable with a selection, before its checkbox column has loaded', () => {
  beforeEach(() => stubViewportWidth(1280));

  it('shows its loading rows, then the rows with their boxes, never the rows without them', async () => {
    vi.resetModules();
    const fresh = await import('./paged-table.tsx');
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      if (screen.queryByRole('cell', { name: 'Kaos Polos' }))
        seen.push(screen.queryByRole('checkbox', { name: 'Pilih Kaos Polos' }) ? 'rows with boxes' : 'rows');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    render(
      <MantineProvider>
        <fresh.PagedTable<Row>
          query={query(ROWS)}
          label="Daftar produk"
          rowKey={(r) => r.id}
          onPageChange={() => {}}
          empty={{ title: 'Tidak Ada data' }}
          minWidth={900}
          selection={{
            selected: new Set<string>(),
            onSelectedChange: () => {},
            selectAllLabel: 'Pilih semua',
            rowLabel: (r) => `Pilih ${r.name}`,
          }}
          columns={[{ key: 'name', header: 'Produk', cell: (r) => r.name }]}
        />
      </MantineProvider>,
    );
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await screen.findByRole('checkbox', { name: 'Pilih Kaos Polos' })).toBeTruthy();
    observer.disconnect();
    expect(seen).not.toContain('rows');
  });
});

describe('PagedTable on a phone (390 px)', () => {
  beforeEach(() => stubViewportWidth(390));

  it('shows each row as a list item with a heading, its fields and action, and no table', async () => {
    render(<Harness />);
    const list = await screen.findByRole('list', { name: 'Daftar produk' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 3, name: 'Kaos Polos' })).toBeTruthy();
    expect(cards[0]?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Kaos Polos' })).toBe(cards[0]);
    expect(first.getByText('Harga')).toBeTruthy();
    expect(first.getByText('Rp49.000')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Ubah Kaos Polos' }).getAttribute('href')).toBe('/edit/a');
    expect(screen.getByRole('button', { name: 'Halaman 2' })).toBeTruthy();
  });

  it('keeps the row selection and the select-all box', async () => {
    const onSelectedChange = vi.fn();
    render(<Harness selected={new Set(['b'])} onSelectedChange={onSelectedChange} />);
    const topi = (await screen.findByRole('checkbox', { name: 'Pilih Topi Rajut' })) as HTMLInputElement;
    expect(topi.checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih Kaos Polos' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith(new Set(['b', 'a']));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih semua' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith(new Set(['b', 'a']));
  });

  it('shows the empty state for an empty page', () => {
    render(<Harness docs={[]} />);
    expect(screen.getByText('Tidak Ada data')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Daftar produk' })).toBeNull();
  });
});

describe('PagedTable on a desktop (1280 px)', () => {
  beforeEach(() => stubViewportWidth(1280));

  it('stays a table with a column header per column', async () => {
    render(<Harness />);
    const table = await screen.findByRole('table', { name: 'Daftar produk' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Produk', 'Harga', 'Aksi']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('article')).toBeNull();
  });
});
