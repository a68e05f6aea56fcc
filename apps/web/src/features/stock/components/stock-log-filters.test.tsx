// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, stubBrowserApis } from '../../../test/render-page.tsx';
import { StockLogFilters } from './stock-log-filters.tsx';

beforeAll(stubBrowserApis);
afterEach(cleanup);

function renderFilters(range = { from: '', to: '' }) {
  const onRangeChange = vi.fn();
  render(
    <AppProviders>
      <StockLogFilters
        search=""
        onSearchChange={() => {}}
        reason={null}
        onReasonChange={() => {}}
        from={range.from}
        to={range.to}
        onRangeChange={onRangeChange}
      />
    </AppProviders>,
  );
  return onRangeChange;
}

describe('stock log date filters', () => {
  it('show a chosen day as DD/MM/YYYY, not the browser mm/dd/yyyy', () => {
    renderFilters({ from: '2026-08-03', to: '2026-11-24' });
    expect(screen.getByLabelText('Dari tanggal')).toHaveProperty('value', '03/08/2026');
    expect(screen.getByLabelText('Sampai tanggal')).toHaveProperty('value', '24/11/2026');
  });

  it('read a typed day as day first', () => {
    const onRangeChange = renderFilters();
    const from = screen.getByLabelText('Dari tanggal');
    fireEvent.focus(from);
    fireEvent.change(from, { target: { value: '03/08/2026' } });
    expect(onRangeChange).toHaveBeenLastCalledWith({ from: '2026-08-03', to: '' });
  });

  it('open a calendar with Indonesian month and day names', async () => {
    renderFilters({ from: '2026-08-03', to: '' });
    fireEvent.click(screen.getByLabelText('Dari tanggal'));
    expect(await screen.findByText('Agustus 2026')).toBeTruthy();
    // dayjs 'id' short weekday names (Senin = Sn, Rabu = Rb), weeks from Monday.
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Sn',
      'Sl',
      'Rb',
      'Km',
      'Jm',
      'Sb',
      'Mg',
    ]);
  });
});
