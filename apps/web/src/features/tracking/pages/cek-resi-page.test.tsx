// @vitest-environment jsdom
import type { ShipmentTracking } from '@booster/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { Component as CekResiPage } from './cek-resi-page.tsx';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const delivered: ShipmentTracking = {
  resi: 'JP6961181926',
  courier: 'jnt',
  courierName: 'J&T Express',
  service: 'EZ',
  state: 'delivered',
  origin: 'JAKARTA',
  destination: 'JAMBI',
  receiver: 'SITI',
  events: [
    {
      at: '2026-11-21T05:06:00.000Z',
      description: 'TERKIRIM: DROP POINT [JAMBI] (DITERIMA OLEH: SITI)',
      location: 'JAMBI',
    },
    {
      at: '2026-11-20T03:00:00.000Z',
      description: 'TELAH DIAMBIL: DROP POINT [JAKARTA]',
      location: 'JAKARTA',
    },
  ],
  checkedAt: '2026-11-21T06:00:00.000Z',
};

describe('/cek-resi', { timeout: 15_000 }, () => {
  it('tracks the resi of the address, newest scan first with WIB times', async () => {
    const calls = mockApi(() => ({ body: delivered }));
    renderPage(CekResiPage, '/cek-resi/:courier?', '/cek-resi?resi=JP6961181926');
    const result = await screen.findByRole('region', { name: 'Resi JP6961181926' });
    expect(within(result).getByText('Terkirim')).toBeTruthy();
    expect(within(result).getByText('JAKARTA → JAMBI')).toBeTruthy();
    const items = within(result)
      .getAllByText(/DROP POINT/)
      .map((n) => n.textContent);
    expect(items[0]).toMatch(/^TERKIRIM/);
    expect(within(result).getByText('21/11/2026 12:06 WIB')).toBeTruthy();
    expect(calls[0].path).toBe('/api/tracking?resi=JP6961181926');
  });

  it('sends the chosen courier, and shows the server’s message when the resi is unknown', async () => {
    const calls = mockApi(() => ({
      status: 404,
      body: {
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Nomor resi tidak ditemukan. Periksa lagi nomornya atau pilih kurir lain',
      },
    }));
    renderPage(CekResiPage, '/cek-resi/:courier?', '/cek-resi/jne');
    expect(await screen.findByRole('heading', { name: 'Cek Resi JNE' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nomor resi'), { target: { value: '0101 2345 6789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lacak' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nomor resi tidak ditemukan. Periksa lagi nomornya atau pilih kurir lain',
    );
    expect(calls[0].path).toBe('/api/tracking?resi=010123456789&courier=jne');
  });

  it('refuses an empty resi without calling the server', async () => {
    const calls = mockApi(() => ({ body: delivered }));
    renderPage(CekResiPage, '/cek-resi/:courier?', '/cek-resi');
    fireEvent.click(await screen.findByRole('button', { name: 'Lacak' }));
    expect(await screen.findByText('Nomor resi wajib diisi')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
