// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/setup.ts';
import { stubBrowserApis } from '../test/render-page.tsx';
import { EmptyState } from './empty-state.tsx';
import { type ListTotal, Pagination } from './pagination.tsx';

beforeAll(stubBrowserApis);

afterEach(cleanup);

const wrap = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('Pagination', () => {
  it('shows a window of 5 pages around the current one and marks it', () => {
    wrap(<Pagination page={7} totalPages={20} onChange={() => {}} />);
    const pages = screen.getAllByRole('button', { name: /^Halaman \d+$/ }).map((b) => b.textContent);
    expect(pages).toEqual(['5', '6', '7', '8', '9']);
    expect(screen.getByRole('button', { name: 'Halaman 7' }).getAttribute('aria-current')).toBe('page');
  });

  it('reports the chosen page and disables previous on the first page', () => {
    const onChange = vi.fn();
    wrap(<Pagination page={1} totalPages={3} onChange={onChange} />);
    expect((screen.getByRole('button', { name: 'Halaman sebelumnya' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 3' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });
});

describe('Pagination total', () => {
  const totalText = (total: ListTotal) => {
    const { unmount } = wrap(<Pagination page={1} totalPages={6} onChange={() => {}} total={total} />);
    const text = screen.getByRole('navigation').parentElement?.firstElementChild?.textContent;
    unmount();
    return text;
  };

  it('names a capped total as a lower bound and an exact one as it is, in both languages', async () => {
    expect(totalText({ totalDocs: 51, totalCapped: true })).toBe('Lebih dari 50 data');
    expect(totalText({ totalDocs: 11, totalCapped: false })).toBe('11 data');
    await i18n.changeLanguage('en');
    try {
      expect(totalText({ totalDocs: 51, totalCapped: true })).toBe('More than 50 results');
      expect(totalText({ totalDocs: 1 })).toBe('1 result');
    } finally {
      await i18n.changeLanguage('id');
    }
  });

  it('shows no total when the answer names none', () => {
    wrap(<Pagination page={1} totalPages={2} onChange={() => {}} />);
    expect(screen.queryByText(/data$/)).toBeNull();
  });
});

describe('EmptyState', () => {
  it("says 'Tidak Ada data' by default", () => {
    wrap(<EmptyState />);
    expect(screen.getByRole('status').textContent).toContain('Tidak Ada data');
  });
});
