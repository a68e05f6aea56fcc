import type { LandingSections } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { publicPageOf, renderPublicPage } from './render-public.tsx';

describe('public pages drawn on the server (decision 010)', () => {
  it('draws the landing page with its default sections and texts when nothing is saved', () => {
    const page = renderPublicPage('/', 'id', []);
    expect(page?.title).toBe('Beranda · Booster Panel');
    expect(page?.html).toContain('Semua toko online Anda, cukup satu dashboard.');
    // The guests' popup banner comes from the app's own view, kept as a template for the public script.
    expect(page?.html).toContain('<template id="popup-banner-view">');
    expect(page?.html).toContain('aria-label="Tutup promo"');
    expect(page?.html).toMatch(
      /^<link rel="preload" as="fetch" href="\/api\/app\/popup-banner\?subscriptionPackage=guest"/,
    );
  });

  it('draws what an admin saved, in the language asked for', () => {
    const saved = (title: string): LandingSections => ({
      hero: {
        eyebrow: '',
        title,
        subtitle: '',
        imageUrl: '',
        primaryCta: 'Daftar',
        secondaryCta: '',
        points: [],
        note: '',
      },
      features: { title: '', subtitle: '', items: [] },
      testimonials: { title: '', items: [] },
      faq: { title: '', items: [] },
      cta: { title: 'Mulai', subtitle: '', button: 'Daftar' },
    });
    const content = { id: saved('Judul dari admin'), en: saved('Title from the admin') };
    const data = [{ key: ['landing', 'detail', 'main'], value: { page: 'main', content } }];
    expect(renderPublicPage('/', 'en', data)?.html).toContain('Title from the admin');
    expect(renderPublicPage('/', 'id', data)?.html).toContain('Judul dari admin');
  });

  it('draws the login form in English for the English cookie, without the popup', () => {
    const page = renderPublicPage('/login', 'en', []);
    expect(page?.lang).toBe('en');
    expect(page?.html).toContain('Log in to Booster');
    expect(page?.html).toContain('name="email"');
    expect(page?.html).not.toContain('popup-banner-view');
  });

  it('leaves the app pages to the app', () => {
    expect(publicPageOf('/panel/home')).toBeNull();
    expect(renderPublicPage('/cek-resi', 'id', [])).toBeNull();
    expect(publicPageOf('/pricing/')?.name).toBe('pricing');
  });
});
