import type { BulkEditKind, Marketplace } from '@booster/domain';

/** Links inside the marketplace products area. */
export const productPaths = {
  list: (marketplace: Marketplace) => `/panel/product/mp/${marketplace}`,
  create: (marketplace: Marketplace) => `/panel/product/mp/${marketplace}/new`,
  edit: (marketplace: Marketplace, id: string) => `/panel/product/mp/${marketplace}/${id}/edit`,
};

/** A bulk edit over the given products (`?ids=a,b,c`); without ids the page lets the seller pick. */
export function bulkEditPath(
  marketplace: Marketplace,
  kind: BulkEditKind,
  ids: readonly string[] = [],
): string {
  const base = `/panel/product/mp/${marketplace}/bulk/${kind}`;
  return ids.length > 0 ? `${base}?ids=${ids.map(encodeURIComponent).join(',')}` : base;
}

/** The ids of `?ids=a,b,c`, without blanks or repeats. */
export function idsFromParams(params: URLSearchParams): string[] {
  const raw = params.get('ids') ?? '';
  return [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}
