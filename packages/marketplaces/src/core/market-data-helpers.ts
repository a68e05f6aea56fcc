import type { MarketCategory } from './market-data-port.ts';
import { AdapterError } from './port.ts';

/**
 * The lower bound of a sold-count label as Tokopedia and Lazada print it on a search card:
 * "8 terjual", "250+ terjual", "1 rb+ terjual", "1,2 rb terjual", "10rb+ terjual", "1.2K Terjual",
 * "3 jt+ terjual". Anything unreadable is 0 (a card without a label has sold nothing yet).
 */
export function soldFromLabel(label: string | null | undefined): number {
  const match = /(\d+(?:[.,]\d+)?)\s*(rb|k|jt|m)?\+?/i.exec(label ?? '');
  if (!match) return 0;
  const value = Number(match[1].replace(',', '.'));
  const unit = (match[2] ?? '').toLowerCase();
  const scale = unit === 'rb' || unit === 'k' ? 1000 : unit === 'jt' || unit === 'm' ? 1_000_000 : 1;
  return Math.round(value * scale);
}

/** A category tree in any platform's shape, flattened to its leaves with their top category's name. */
export function leafCategories<T>(
  roots: readonly T[],
  read: (node: T) => { id: string; name: string; children: readonly T[] },
): MarketCategory[] {
  const leaves: MarketCategory[] = [];
  const walk = (node: T, parentName: string) => {
    const { id, name, children } = read(node);
    if (children.length === 0) leaves.push({ id, name, parentName });
    for (const child of children) walk(child, name);
  };
  for (const root of roots) walk(root, '');
  return leaves;
}

/** A name as the platforms put it in a product link. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A platform's anti-bot wall (login required, captcha, bot manager): Booster stops there and says the
 * public data is not available; it never tries to get around it, and retrying soon would not help.
 */
export function antiBotWall(platform: string, code: string): AdapterError {
  return new AdapterError(
    'unsupported',
    `${platform} public search is behind its anti-bot wall`,
    code,
    undefined,
    {
      httpStatus: 403,
    },
  );
}
