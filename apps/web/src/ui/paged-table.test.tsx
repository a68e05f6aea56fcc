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

describe('PagedTable on a phone (390 px)', () => {
  beforeEach(() => stubViewportWidth(390));

  it('shows each row as a list item with a heading, its fields and action, and no table', () => {
    render(<Harness />);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Daftar produk' });
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

  it('keeps the row selection and the select-all box', () => {
    const onSelectedChange = vi.fn();
    render(<Harness selected={new Set(['b'])} onSelectedChange={onSelectedChange} />);
    const topi = screen.getByRole('checkbox', { name: 'Pilih Topi Rajut' }) as HTMLInputElement;
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

  it('stays a table with a column header per column', () => {
    render(<Harness />);
    const table = screen.getByRole('table', { name: 'Daftar produk' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Produk', 'Harga', 'Aksi']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('article')).toBeNull();
  });
});
