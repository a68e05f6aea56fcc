// @vitest-environment jsdom
import { packageCatalogue } from '@booster/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithRouter, stubBrowserApis } from '../../../test/render-page.tsx';
import { Component as PricingPage } from './pricing-page.tsx';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/pricing', { timeout: 15_000 }, () => {
  it('shows each paid package’s monthly and yearly price as the server states them', async () => {
    mockApi(() => ({ body: packageCatalogue() }));
    renderWithRouter(<PricingPage />, '/pricing');
    const premium = (await screen.findByRole('heading', { name: 'Premium' })).closest('[aria-labelledby]');
    const text = premium?.textContent?.replace(/\u00a0/g, ' ') ?? '';
    expect(text).toContain('Rp 149.000');
    expect(text).toContain('atau Rp 1.341.000 untuk 12 bulan (hemat 25%)');
    const free = (await screen.findByRole('heading', { name: 'Gratis' })).closest('[aria-labelledby]');
    expect(free?.textContent).not.toContain('12 bulan');
  });
});
