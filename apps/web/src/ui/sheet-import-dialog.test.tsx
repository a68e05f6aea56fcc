// @vitest-environment jsdom
import type { SheetPreview } from '@booster/contracts';
import { spreadsheetRoutes } from '@booster/contracts/routes';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldRefusal } from '../test/answers.ts';
import { mockApi, renderWithRouter, stubBrowserApis } from '../test/render-page.tsx';
import { SheetImportDialog } from './sheet-import-dialog.tsx';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PREVIEW_ID = '7d1f0c2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';

const preview: SheetPreview = {
  _id: PREVIEW_ID,
  kind: 'stock',
  marketplace: null,
  fileName: 'stok.xlsx',
  rows: 4,
  unchanged: 1,
  changes: [
    { row: 2, sku: 'KAOS-A', label: 'Kaos Polos', field: 'stock', before: 5, after: 9 },
    { row: 4, sku: 'KAOS-C', label: 'Kaos Motif', field: 'stock', before: 5, after: 2 },
  ],
  errors: [{ row: 3, column: 'Stok', code: 'notANumber', value: 'sembilan' }],
  expiresAt: new Date(Date.now() + 1_800_000).toISOString(),
};

function show(onApplied = vi.fn()) {
  renderWithRouter(
    <SheetImportDialog
      opened
      onClose={vi.fn()}
      kind="stock"
      template={{ route: spreadsheetRoutes.exportStock, query: {}, name: 'stock' }}
      preview={{ route: spreadsheetRoutes.previewStock }}
      confirmRoute={spreadsheetRoutes.confirmStock}
      onApplied={onApplied}
    />,
    '/panel/product/stock',
  );
  return onApplied;
}

function chooseFile(name = 'stok.xlsx') {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['PK\u0003\u0004xlsx'], name)] } });
}

describe('SheetImportDialog', () => {
  it('shows every change and refused row, changes nothing until Terapkan, then applies that preview', async () => {
    const calls = mockApi((call) =>
      call.path.endsWith('/confirm')
        ? { body: { kind: 'stock', applied: 2, queued: 2, run: null } }
        : { body: preview },
    );
    const onApplied = show();
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Pratinjau' }));

    expect(
      await screen.findByText('4 baris dibaca: 2 perubahan, 1 baris ditolak, 1 tanpa perubahan.'),
    ).toBeTruthy();
    const changes = within(screen.getByRole('table', { name: 'Perubahan' }))
      .getAllByRole('row')
      .slice(1);
    expect(changes.map((r) => r.textContent)).toEqual([
      '2KAOS-AKaos PolosStok5 → 9',
      '4KAOS-CKaos MotifStok5 → 2',
    ]);
    const refused = within(screen.getByRole('table', { name: 'Baris yang ditolak' }))
      .getAllByRole('row')
      .slice(1);
    expect(refused.map((r) => r.textContent)).toEqual(['3Bukan angka bulatStoksembilan']);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/app/spreadsheets/import/stock']);
    expect((calls[0].body as { fileName: string }).fileName).toBe('stok.xlsx');

    fireEvent.click(screen.getByRole('button', { name: 'Terapkan 2 Perubahan' }));
    await waitFor(() =>
      expect(onApplied).toHaveBeenCalledWith({ kind: 'stock', applied: 2, queued: 2, run: null }),
    );
    expect(calls.at(-1)?.path).toBe(`/api/app/spreadsheets/import/stock/preview/${PREVIEW_ID}/confirm`);
  });

  it("puts the server's refusal of the file under the file field and shows no preview", async () => {
    const calls = mockApi(() =>
      fieldRefusal(
        { file: 'File harus berupa Excel (.xlsx) dari template Booster' },
        'File harus berupa Excel (.xlsx) dari template Booster',
      ),
    );
    show();
    chooseFile('stok.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Pratinjau' }));
    expect(await screen.findByText('File harus berupa Excel (.xlsx) dari template Booster')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('offers no apply when nothing would change', async () => {
    mockApi(() => ({ body: { ...preview, changes: [], unchanged: 3 } }));
    show();
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Pratinjau' }));
    expect(await screen.findByText('Tidak ada perubahan yang bisa diterapkan.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Terapkan 0 Perubahan' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
