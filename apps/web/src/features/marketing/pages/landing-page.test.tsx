// @vitest-environment jsdom
import type { LandingSections } from '@booster/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { mockApi, renderPage, stubBrowserApis } from '../../../test/render-page.tsx';
import { Component as AffiliatePage } from './affiliate-page.tsx';
import { Component as LandingPage } from './landing-page.tsx';

const sections = (title: string): LandingSections => ({
  hero: {
    eyebrow: 'Promo',
    title,
    subtitle: 'Sub',
    imageUrl: '',
    primaryCta: 'Gabung',
    secondaryCta: '',
    points: ['Satu', 'Dua'],
    note: '',
  },
  features: {
    title: 'Kenapa Booster',
    subtitle: '',
    items: [{ title: 'Cepat', description: 'Sekali klik' }],
  },
  testimonials: {
    title: 'Cerita seller',
    items: [{ name: 'Sari', role: 'Toko Sari', quote: 'Stok aman', avatarUrl: '' }],
  },
  faq: { title: 'Tanya', items: [] },
  cta: { title: 'Ayo mulai', subtitle: '', button: 'Daftar sekarang' },
});

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('public pages from saved sections', { timeout: 20_000 }, () => {
  it('/ shows the defaults while nothing is saved', async () => {
    mockApi(() => ({ body: { page: 'main', content: null, updatedAt: null } }));
    renderPage(LandingPage, '/', '/');
    expect(
      await screen.findByRole('heading', { name: 'Semua toko online Anda, cukup satu dashboard.' }),
    ).toBeTruthy();
    expect(screen.getByText('Pertanyaan yang sering diajukan')).toBeTruthy();
    // No invented testimonials.
    expect(screen.queryByText('Kata seller yang memakai Booster')).toBeNull();
  });

  it('/ shows what the admin saved in the reader language; an empty list hides its section', async () => {
    mockApi(() => ({
      body: {
        page: 'main',
        content: { id: sections('Judul tersimpan'), en: sections('Saved title') },
        updatedAt: '2026-11-24T00:00:00.000Z',
      },
    }));
    renderPage(LandingPage, '/', '/');
    expect(await screen.findByRole('heading', { name: 'Judul tersimpan' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Stok aman', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Daftar sekarang' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByText('Tanya')).toBeNull();
    expect(screen.queryByText('Pertanyaan yang sering diajukan')).toBeNull();
  });

  it('/affiliate explains the programme and shows the commission levels', async () => {
    mockApi((call) =>
      call.path === '/api/guest/affiliate/tiers'
        ? {
            body: {
              tiers: [
                { minPayingReferrals: 0, percent: 10 },
                { minPayingReferrals: 10, percent: 15 },
              ],
              minPayout: 100000,
            },
          }
        : { body: { page: 'affiliate', content: null, updatedAt: null } },
    );
    renderPage(AffiliatePage, '/affiliate', '/affiliate');
    expect(
      await screen.findByRole('heading', {
        name: 'Ajak seller lain, dapatkan komisi setiap mereka berlangganan.',
      }),
    ).toBeTruthy();
    expect(await screen.findByText('15% komisi')).toBeTruthy();
    expect(screen.getByText('Mulai 10 referral membayar')).toBeTruthy();
    expect(screen.getByText('Penarikan minimum Rp 100.000')).toBeTruthy();
  });
});
