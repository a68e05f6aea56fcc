// @vitest-environment jsdom
import type { AffiliateSummary } from '@booster/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldRefusal, onePage } from '../../../test/answers.ts';
import { setUpPageTests } from '../../../test/page-session.ts';
import { type FetchCall, renderWithRouter } from '../../../test/render-page.tsx';
import { Component as AdminCommissionPage } from './admin-commission-page.tsx';
import { Component as AdminLeaderboardPage } from './admin-leaderboard-page.tsx';
import { Component as AffiliatePage } from './affiliate-panel-page.tsx';
import { Component as LeaderboardPage } from './leaderboard-page.tsx';

const nbsp = (s: string | null | undefined) => s?.replace(/\u00a0/g, ' ');
const empty = { ...onePage([], 10), totalPages: 0 };

function summary(overrides: Partial<AffiliateSummary> = {}): AffiliateSummary {
  return {
    code: 'K7Q2MZ9A',
    link: 'http://localhost/register?referral=K7Q2MZ9A',
    clicks: 12,
    signUps: 3,
    payingReferrals: 2,
    earned: 250_000,
    pending: 150_000,
    requested: 50_000,
    available: 100_000,
    paid: 100_000,
    minPayout: 100_000,
    tier: { minPayingReferrals: 0, percent: 10 },
    nextTier: { minPayingReferrals: 10, percent: 15 },
    ...overrides,
  };
}

let answer: (call: FetchCall) => { status?: number; body: unknown } = () => ({ body: {} });

const calls = setUpPageTests({ answer: (call) => answer(call) });

describe('/panel/affiliate', { timeout: 20_000 }, () => {
  it('shows the link, the level, the figures and the commission history', async () => {
    answer = (call) =>
      call.path === '/api/affiliate/summary'
        ? { body: summary() }
        : call.path.startsWith('/api/affiliate/commissions')
          ? {
              body: {
                ...empty,
                totalDocs: 1,
                totalPages: 1,
                docs: [
                  {
                    _id: 'c1',
                    referralName: 'Si***a',
                    invoiceNumber: 'INV-1',
                    invoiceAmount: 149_000,
                    percent: 10,
                    amount: 14_900,
                    status: 'earned',
                    createdAt: '2026-11-24T03:00:00.000Z',
                  },
                ],
              },
            }
          : { body: empty };
    renderWithRouter(<AffiliatePage />, '/panel/affiliate');
    expect(
      ((await screen.findByRole('textbox', { name: 'Link referral Anda' })) as HTMLInputElement).value,
    ).toBe('http://localhost/register?referral=K7Q2MZ9A');
    expect(screen.getByRole('button', { name: 'Salin link' })).toBeTruthy();
    expect(screen.getByText(/Komisi Anda saat ini 10% dari setiap pembayaran referral/)).toBeTruthy();
    expect(screen.getByText(/8 referral berbayar lagi untuk naik ke 15%/)).toBeTruthy();
    expect(nbsp(screen.getByTestId('stat-clicks').textContent)).toBe('Klik link12');
    expect(nbsp(screen.getByTestId('stat-payingReferrals').textContent)).toBe('Referral berbayar2');
    expect(nbsp(screen.getByTestId('stat-earned').textContent)).toBe('Komisi diperolehRp 250.000');
    expect(nbsp(screen.getByTestId('stat-pending').textContent)).toBe(
      'Belum dicairkanRp 150.000Rp 50.000 sedang diajukan',
    );
    expect(nbsp(screen.getByTestId('stat-paid').textContent)).toBe('Sudah dibayarRp 100.000');
    const table = await screen.findByRole('table', { name: 'Komisi dari referral' });
    const row = within(table).getByText('Si***a').closest('tr');
    expect(nbsp(row?.textContent)).toContain('Rp 14.900');
    expect(nbsp(row?.textContent)).toContain('24/11/2026 10:00');
    expect(nbsp(row?.textContent)).toContain('Diperoleh');
  });

  it('requests a payout and shows the server’s refusal under the amount', async () => {
    answer = (call) => {
      if (call.path === '/api/affiliate/summary') return { body: summary() };
      if (call.method === 'POST' && call.path === '/api/affiliate/payouts')
        return fieldRefusal(
          { amount: 'Jumlah penarikan melebihi saldo komisi yang tersedia' },
          'Jumlah penarikan melebihi saldo komisi yang tersedia',
        );
      return { body: empty };
    };
    renderWithRouter(<AffiliatePage />, '/panel/affiliate');
    const amount = (await screen.findByLabelText('Jumlah (Rp)')) as HTMLInputElement;
    expect(amount.value).toBe('100000');
    fireEvent.change(screen.getByLabelText('Nama bank'), { target: { value: 'BCA' } });
    fireEvent.change(screen.getByLabelText('Nomor rekening'), { target: { value: '12-3' } });
    fireEvent.change(screen.getByLabelText('Nama pemilik rekening'), { target: { value: 'Budi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajukan pencairan' }));
    expect(await screen.findByText('Nomor rekening berisi 5 sampai 20 angka')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Nomor rekening'), { target: { value: '1234567890' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajukan pencairan' }));
    expect(await screen.findByText('Jumlah penarikan melebihi saldo komisi yang tersedia')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      amount: 100_000,
      bankName: 'BCA',
      accountNumber: '1234567890',
      accountHolder: 'Budi',
    });
  });

  it('below the minimum the payout button is off and says why', async () => {
    answer = (call) =>
      call.path === '/api/affiliate/summary'
        ? { body: summary({ available: 14_900, earned: 14_900, pending: 14_900, paid: 0, requested: 0 }) }
        : { body: empty };
    renderWithRouter(<AffiliatePage />, '/panel/affiliate');
    expect(await screen.findByText('Saldo tersedia belum mencapai minimum pencairan')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Ajukan pencairan' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('leaderboards', { timeout: 20_000 }, () => {
  const board = (name: string, withMember = false) => ({
    month: '2026-11',
    entries: [
      {
        rank: 1,
        name,
        payingReferrals: 4,
        commission: 1_250_000,
        ...(withMember ? { member: { _id: 'u9', email: 'budi@example.test', name } } : {}),
      },
    ],
  });

  it('/leaderboard shows the masked names of the month', async () => {
    answer = () => ({ body: board('Bu***i') });
    renderWithRouter(<LeaderboardPage />, '/leaderboard');
    const table = await screen.findByRole('table', { name: 'Peringkat affiliate' });
    expect(nbsp(within(table).getAllByRole('row')[1].textContent)).toBe('#1Bu***i4Rp 1.250.000');
    expect(calls[0].path).toMatch(/^\/api\/guest\/leaderboard\?month=\d{4}-\d{2}$/);
  });

  it('/admin/leaderboard shows full names and e-mails', async () => {
    answer = () => ({ body: board('Budi Santoso', true) });
    renderWithRouter(<AdminLeaderboardPage />, '/admin/leaderboard');
    const table = await screen.findByRole('table', { name: 'Peringkat affiliate' });
    expect(within(table).getByText('Budi Santoso')).toBeTruthy();
    expect(within(table).getByText('budi@example.test')).toBeTruthy();
  });
});

describe('/admin/manage-comission', { timeout: 20_000 }, () => {
  const payout = {
    _id: '11111111-1111-4111-8111-111111111111',
    amount: 150_000,
    bankName: 'BCA',
    accountNumber: '1234567890',
    accountHolder: 'Budi Santoso',
    status: 'requested',
    reason: null,
    createdAt: '2026-11-24T03:00:00.000Z',
    decidedAt: null,
    paidAt: null,
    member: { _id: 'u9', email: 'budi@example.test', name: 'Budi Santoso' },
  };

  it('saves the levels and shows a server refusal under them; approves a payout request', async () => {
    answer = (call) => {
      if (call.path === '/api/admin/affiliate/terms' && call.method === 'GET')
        return {
          body: {
            tiers: [
              { minPayingReferrals: 0, percent: 10 },
              { minPayingReferrals: 10, percent: 15 },
              { minPayingReferrals: 20, percent: 20 },
            ],
            minPayout: 100_000,
            updatedAt: null,
          },
        };
      if (call.method === 'PUT')
        return fieldRefusal(
          { tiers: 'Level pertama harus mulai dari 0 referral' },
          'Level pertama harus mulai dari 0 referral',
        );
      if (call.path.startsWith('/api/admin/affiliate/payouts?')) return { body: onePage([payout], 10) };
      return { body: { ...payout, status: 'approved' } };
    };
    renderWithRouter(<AdminCommissionPage />, '/admin/manage-comission');
    const percents = await screen.findAllByLabelText('Komisi (%)');
    expect(percents.map((p) => (p as HTMLInputElement).value)).toEqual(['10', '15', '20']);
    fireEvent.change(percents[1], { target: { value: '17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hapus level 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Level pertama harus mulai dari 0 referral')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      tiers: [
        { minPayingReferrals: 0, percent: 10 },
        { minPayingReferrals: 10, percent: 17 },
      ],
      minPayout: 100_000,
    });

    fireEvent.change(screen.getAllByLabelText('Komisi (%)')[0], { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Persentase komisi antara 0 dan 100')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);

    const table = await screen.findByRole('table', { name: 'Permintaan pencairan affiliate' });
    expect(
      nbsp(within(table).getByText('Budi Santoso', { selector: 'p' }).closest('tr')?.textContent),
    ).toContain('Rp 150.000');
    fireEvent.click(within(table).getByRole('button', { name: 'Setujui' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.path).toBe(
        `/api/admin/affiliate/payouts/${payout._id}/approve`,
      ),
    );
  });
});
