// @vitest-environment jsdom
import type { ActivityReport, ApiHitsReport } from '@booster/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpPageTests } from '../../../test/page-session.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { testUser } from '../../../test/user.ts';
import { Component as ActivitiesPage } from './count-user-activities-page.tsx';
import { Component as HitsPage } from './total-hit-api-page.tsx';

const member = { _id: 'm1', name: 'Toko Maju', email: 'maju@contoh.id' };
const hits: ApiHitsReport = {
  from: '2026-11-23',
  to: '2026-11-24',
  days: [
    { day: '2026-11-23', hits: 1200, errors: 12 },
    { day: '2026-11-24', hits: 800, errors: 8 },
  ],
  endpoints: [{ method: 'GET', route: '/api/products/:id', hits: 2000, errors: 20 }],
  members: [{ member, hits: 2000, errors: 20 }],
  marketplaces: [{ marketplace: 'tiktok', calls: 400, errors: 10 }],
  marketplaceDays: [{ day: '2026-11-24', marketplace: 'tiktok', calls: 400, errors: 10 }],
  rows: [{ day: '2026-11-24', member, method: 'GET', route: '/api/products/:id', hits: 800, errors: 8 }],
};
const zero = { login: 0, productEdited: 0, bulkJob: 0, orderShipped: 0, chatAnswered: 0 };
const activities: ActivityReport = {
  from: '2026-11-23',
  to: '2026-11-24',
  days: [
    { day: '2026-11-23', counts: { ...zero, login: 2 } },
    { day: '2026-11-24', counts: { ...zero, login: 1, orderShipped: 5 } },
  ],
  members: [{ member, counts: { ...zero, login: 3, orderShipped: 5 }, total: 8 }],
};

let saved: Blob[] = [];
const calls = setUpPageTests({
  user: testUser({ isAdmin: true }),
  answer: (call) => ({ body: call.path.startsWith('/api/admin/total-hit-api') ? hits : activities }),
});
beforeEach(() => {
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:x';
      },
      revokeObjectURL: () => {},
    }),
  );
});

describe('/admin/total-hit-api', { timeout: 20_000 }, () => {
  it('shows totals, a bar per day, the heaviest members, endpoints and marketplace error rates; CSV of the rows', async () => {
    renderPage(HitsPage, '/admin/total-hit-api', '/admin/total-hit-api');
    await waitFor(() => expect(screen.getByTestId('total-hits').textContent).toBe('2.000'));
    expect(screen.getByTestId('total-errors').textContent).toBe('20 (1%)');
    expect(screen.getByTestId('marketplace-calls').textContent).toBe('400');
    expect(screen.getByRole('list', { name: 'Hit API per hari' }).textContent).toBe(
      '23/11: 1.200 hit, 12 gagal24/11: 800 hit, 8 gagal',
    );
    expect(screen.getByRole('table', { name: 'Member terberat' }).textContent).toContain(
      'Toko Majumaju@contoh.id2.00020',
    );
    expect(screen.getByRole('table', { name: 'Panggilan marketplace per platform' }).textContent).toContain(
      'TikTok Shop400102,5%',
    );
    expect(screen.getByRole('table', { name: 'Endpoint terbanyak' }).textContent).toContain(
      'GET /api/products/:id2.0001%',
    );
    expect(calls[0].path).toMatch(
      /^\/api\/admin\/total-hit-api\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    expect(saved).toHaveLength(1);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await saved[0].arrayBuffer())).toBe(
      '\uFEFFday,member_email,member_name,method,route,hits,errors\r\n2026-11-24,maju@contoh.id,Toko Maju,GET,/api/products/:id,800,8\r\n',
    );
  });

  it('asks for the chosen preset', async () => {
    renderPage(HitsPage, '/admin/total-hit-api', '/admin/total-hit-api');
    await screen.findByTestId('total-hits');
    fireEvent.click(screen.getByRole('radio', { name: '30 hari' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(1));
    const last = new URL(calls[calls.length - 1].path, 'http://x').searchParams;
    const days = (Date.parse(last.get('to') as string) - Date.parse(last.get('from') as string)) / 86_400_000;
    expect(days).toBe(29);
  });
});

describe('/admin/count-user-activities', { timeout: 20_000 }, () => {
  it('shows activity per day and the most active members with each kind', async () => {
    renderPage(ActivitiesPage, '/admin/count-user-activities', '/admin/count-user-activities');
    const perMember = await screen.findByRole('table', { name: 'Member paling aktif' });
    expect(perMember.textContent).toContain('Toko Majumaju@contoh.id300508');
    const perDay = screen.getByRole('table', { name: 'Aktivitas per hari' });
    expect(perDay.textContent).toContain('24/11100506');
    expect(screen.getByRole('list', { name: 'Aktivitas per hari' }).textContent).toBe(
      '23/11: 2 aktivitas24/11: 6 aktivitas',
    );
  });
});
