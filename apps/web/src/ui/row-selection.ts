/**
 * Selection across the pages of a paged table: the ids kept in a Set owned by the page, and what the
 * header checkbox of the current page shows and does.
 */
export function rowSelection(
  pageIds: readonly string[],
  selected: ReadonlySet<string>,
  onChange: (next: Set<string>) => void,
) {
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  return {
    allOnPage: pageIds.length > 0 && selectedOnPage === pageIds.length,
    someOnPage: selectedOnPage > 0 && selectedOnPage < pageIds.length,
    /** Selects the whole page, or clears it when it is already fully selected. */
    toggleAll() {
      const next = new Set(selected);
      const selectAll = selectedOnPage < pageIds.length;
      for (const id of pageIds) {
        if (selectAll) next.add(id);
        else next.delete(id);
      }
      onChange(next);
    },
    toggle(id: string) {
      const next = new Set(selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      onChange(next);
    },
  };
}
