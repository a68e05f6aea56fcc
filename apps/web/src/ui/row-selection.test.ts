import { describe, expect, it } from 'vitest';
import { rowSelection } from './row-selection.ts';

describe('rowSelection', () => {
  it('selects the whole page, keeping what other pages selected, then clears only this page', () => {
    let selected = new Set(['other-page']);
    const onChange = (next: Set<string>) => {
      selected = next;
    };
    rowSelection(['a', 'b'], selected, onChange).toggleAll();
    expect([...selected].sort()).toEqual(['a', 'b', 'other-page']);
    const full = rowSelection(['a', 'b'], selected, onChange);
    expect(full.allOnPage).toBe(true);
    full.toggleAll();
    expect([...selected]).toEqual(['other-page']);
  });

  it('toggles one row and shows a partly selected page as indeterminate', () => {
    let selected = new Set<string>();
    rowSelection(['a', 'b'], selected, (next) => {
      selected = next;
    }).toggle('a');
    const state = rowSelection(['a', 'b'], selected, () => undefined);
    expect(state).toMatchObject({ allOnPage: false, someOnPage: true });
    expect(rowSelection([], selected, () => undefined).allOnPage).toBe(false);
  });
});
