import type { StockLogEntry } from '@booster/contracts';
import { formatDateTimeDashed } from '@booster/domain';
import type { I18nKey } from '../../../i18n/keys.ts';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { REASON_LABEL_KEYS } from './stock-reasons.ts';

/** What a stock log row shows, before translation of the reason and the system actor. */
export type LogRow = {
  id: string;
  /** DD-MM-YYYY HH:mm in Jakarta time. */
  time: string;
  sku: string;
  product: string;
  movement: string;
  /** Signed change: '+3', '-2', '0'. */
  change: string;
  direction: 'up' | 'down' | 'none';
  reasonKey: I18nKey<'stock'>;
  reference: string;
  shop: string;
  /** The user's name; null when the system made the change. */
  actor: string | null;
};

const NONE = '-';

export function formatChange(change: number): string {
  return change > 0 ? `+${change}` : String(change);
}

export function toLogRow(entry: StockLogEntry): LogRow {
  return {
    id: entry._id,
    time: formatDateTimeDashed(new Date(entry.createdAt)),
    sku: entry.sku,
    product: entry.productName,
    movement: `${entry.before} → ${entry.after}`,
    change: formatChange(entry.change),
    direction: entry.change > 0 ? 'up' : entry.change < 0 ? 'down' : 'none',
    reasonKey: REASON_LABEL_KEYS[entry.reason],
    reference: entry.reference || NONE,
    shop: entry.shopname
      ? entry.marketplace
        ? `${entry.shopname} (${marketplaceLabel(entry.marketplace)})`
        : entry.shopname
      : NONE,
    actor: entry.actor,
  };
}
