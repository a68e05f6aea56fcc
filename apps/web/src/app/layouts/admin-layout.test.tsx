// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter, stubBrowserApis, stubViewportWidth } from '../../test/render-page.tsx';
import { Component as AdminLayout } from './admin-layout.tsx';

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  cleanup();
  window.matchMedia = originalMatchMedia;
});

describe('admin layout', () => {
  it('on a 390 px phone keeps the admin menu closed until the burger is pressed', () => {
    stubBrowserApis();
    stubViewportWidth(390);
    renderWithRouter(<AdminLayout />, '/admin/dashboard');

    expect(screen.queryByRole('navigation', { name: 'Menu admin' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Daftar User' })).toBeNull();
    const burger = screen.getByRole('button', { name: 'Buka menu admin' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    const nav = screen.getByRole('navigation', { name: 'Menu admin' });
    expect(nav.textContent).toContain('Daftar User');

    fireEvent.click(screen.getByRole('link', { name: 'Daftar User' }));
    expect(screen.queryByRole('navigation', { name: 'Menu admin' })).toBeNull();
  });

  it('at 1280 px shows the admin menu without the burger being pressed', () => {
    stubBrowserApis();
    stubViewportWidth(1280);
    renderWithRouter(<AdminLayout />, '/admin/dashboard');

    expect(screen.getByRole('navigation', { name: 'Menu admin' }).textContent).toContain('Daftar User');
  });
});
