// @vitest-environment jsdom
import type { LabelBatch } from '@booster/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { Component as PrintLabelPage } from './print-label-page.tsx';

const PATTERN = '/panel/order/mp/:marketplace/bulk/print-label';
const BATCH_ID = '0b7c6a52-5f7e-4a38-9f0e-3c2d1b0a9e8f';
const FILE_URL = `/api/app/order/label-batches/${BATCH_ID}/file`;

function batch(overrides: Partial<LabelBatch>): LabelBatch {
  return {
    _id: BATCH_ID,
    status: 'running',
    total: 3,
    done: 0,
    failures: [],
    fileUrl: null,
    createdAt: '2026-03-01T02:00:00.000Z',
    ...overrides,
  };
}

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('print label page', () => {
  it('starts a batch with the chosen layout, shows its progress, then the PDF and the failed orders', async () => {
    const polls = [
      batch({ done: 2 }),
      batch({
        status: 'done',
        done: 3,
        fileUrl: FILE_URL,
        failures: [{ orderId: 'c', orderNumber: 'SN-C', reason: 'Label belum tersedia' }],
      }),
    ];
    const calls = mockApi((call) => {
      if (call.method === 'POST') return { body: batch({}) };
      if (call.path === FILE_URL) return { body: '%PDF' };
      return { body: polls.length > 1 ? polls.shift() : polls[0] };
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:labels', revokeObjectURL: () => {} }),
    );
    renderPage(PrintLabelPage, PATTERN, '/panel/order/mp/shopee/bulk/print-label?ids=a,b,c');

    fireEvent.click(screen.getByRole('radio', { name: 'A4 (4 label per halaman)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mulai Cetak' }));

    expect(await screen.findByText('0 dari 3 label')).toBeTruthy();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/app/order/shopee/bulk/print-label',
      body: { ids: ['a', 'b', 'c'], layout: 'a4', pickingList: true },
    });
    expect(await screen.findByText('2 dari 3 label', {}, { timeout: 3000 })).toBeTruthy();

    const open = await screen.findByRole('link', { name: 'Buka PDF' }, { timeout: 3000 });
    expect(open.getAttribute('href')).toBe('blob:labels');
    expect(screen.getByText('3 dari 3 label')).toBeTruthy();
    expect(calls.some((c) => c.path === FILE_URL)).toBe(true);
    const failures = screen.getByRole('list', { name: '1 label gagal' });
    expect(within(failures).getByText('SN-C')).toBeTruthy();
    expect(within(failures).getByText(/Label belum tersedia/)).toBeTruthy();
  });
});
