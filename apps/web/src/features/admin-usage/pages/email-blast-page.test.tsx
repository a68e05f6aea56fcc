// @vitest-environment jsdom
import type { Blast } from '@booster/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onePage } from '../../../test/answers.ts';
import { setUpPageTests } from '../../../test/page-session.ts';
import { mockApi, renderPage } from '../../../test/render-page.tsx';
import { testUser } from '../../../test/user.ts';
import { Component as EmailBlastPage } from './email-blast-page.tsx';

const blast: Blast = {
  _id: '11111111-1111-4111-8111-111111111111',
  subject: 'Promo Desember',
  text: 'Halo {{name}}',
  audience: { packages: ['premium'], paid: null, verified: null, activeWithinDays: null },
  status: 'sending',
  scheduledAt: '2026-11-24T03:00:00.000Z',
  ratePerMinute: 600,
  createdBy: { _id: 'a', name: 'Admin Satu', email: 'admin@booster.test' },
  createdAt: '2026-11-24T03:00:00.000Z',
  finishedAt: null,
  counts: {
    total: 2000,
    pending: 1000,
    sent: 950,
    failed: 10,
    skippedUnsubscribed: 40,
    unsubscribedAfter: 3,
  },
};

const calls = setUpPageTests({
  user: testUser({ isAdmin: true }),
  answer: (call) => {
    if (call.path.startsWith('/api/admin/email/blast/audience'))
      return { body: { matched: 120, unsubscribed: 20 } };
    if (call.path.startsWith('/api/admin/email/blast/test'))
      return { body: { to: 'admin@booster.test', message: 'Email uji dikirim ke admin@booster.test' } };
    if (call.method === 'POST' && call.path === '/api/admin/email/blast')
      return { body: { ...blast, status: 'sending' } };
    return { body: onePage([blast], 10) };
  },
});

const open = () => renderPage(EmailBlastPage, '/admin/email/blast', '/admin/email/blast');

describe('/admin/email/blast', { timeout: 20_000 }, () => {
  it('previews the mail with sample values and shows how many members the audience reaches', async () => {
    open();
    fireEvent.change(screen.getByLabelText(/Subjek/), { target: { value: 'Promo untuk {{name}}' } });
    fireEvent.click(screen.getByRole('button', { name: '{{expiredAt}}' }));
    expect(screen.getByTestId('preview-subject').textContent).toBe('Promo untuk Budi Santoso');
    expect(screen.getByTestId('preview-text').textContent).toBe('31/12/2026');
    await waitFor(() =>
      expect(screen.getByTestId('audience-count').textContent).toBe(
        '120 member cocok, 20 berhenti berlangganan (dilewati)',
      ),
    );
  });

  it('refuses an unknown variable under the field, the same rule as the server', async () => {
    open();
    fireEvent.change(screen.getByLabelText(/Subjek/), { target: { value: 'Halo' } });
    fireEvent.change(screen.getByLabelText(/Isi email/), { target: { value: 'Kupon {{kupon}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim blast' }));
    expect(await screen.findByText('Variabel tidak dikenal: {{kupon}}')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/email/blast')).toBe(false);
  });

  it('sends a test to the admin, then starts the blast after confirming the number of recipients', async () => {
    open();
    fireEvent.change(screen.getByLabelText(/Subjek/), { target: { value: 'Promo' } });
    fireEvent.change(screen.getByLabelText(/Isi email/), { target: { value: 'Halo {{name}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim tes ke saya' }));
    await screen.findByText('Email uji dikirim ke admin@booster.test');
    expect(calls.find((c) => c.path === '/api/admin/email/blast/test')?.body).toEqual({
      subject: 'Promo',
      text: 'Halo {{name}}',
    });

    await waitFor(() => expect(screen.getByTestId('audience-count').textContent).toContain('120'));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim blast' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Email "Promo" akan dikirim ke 100 member.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/email/blast')).toBe(true),
    );
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/email/blast')?.body).toEqual({
      subject: 'Promo',
      text: 'Halo {{name}}',
      audience: { packages: [], paid: null, verified: null, activeWithinDays: null },
      scheduledAt: null,
      ratePerMinute: 600,
    });
  });

  it('lists blasts with progress and the sent, failed and unsubscribed counts', async () => {
    open();
    const row = await screen.findByTestId(`blast-${blast._id}`);
    expect(row.textContent).toContain('Mengirim');
    expect(row.textContent).toContain('1000 dari 2000');
    expect(within(row).getByTestId('count-sent').textContent).toBe('Terkirim: 950');
    expect(within(row).getByTestId('count-failed').textContent).toBe('Gagal: 10');
    expect(within(row).getByTestId('count-skipped').textContent).toBe('Dilewati (berhenti berlangganan): 40');
    expect(within(row).getByTestId('count-unsubscribed').textContent).toBe(
      'Berhenti berlangganan setelahnya: 3',
    );
  });

  it('says so when the history cannot be loaded, with a way to retry', async () => {
    let failing = true;
    mockApi((call) => {
      if (call.method === 'GET' && call.path.startsWith('/api/admin/email/blast?') && failing)
        return { status: 500, body: { statusCode: 500, code: 'INTERNAL', error: 'x', message: 'x' } };
      if (call.path.startsWith('/api/admin/email/blast/audience'))
        return { body: { matched: 1, unsubscribed: 0 } };
      return { body: onePage([blast], 10) };
    });
    open();
    await screen.findByText('Terjadi Kesalahan', {}, { timeout: 10_000 });
    const alert = screen
      .getAllByRole('alert')
      .find((a) => a.textContent?.includes('Terjadi Kesalahan')) as HTMLElement;
    expect(screen.queryByText('Belum ada email blast.')).toBeNull();
    failing = false;
    fireEvent.click(within(alert).getByRole('button'));
    await screen.findByTestId(`blast-${blast._id}`);
  });
});
