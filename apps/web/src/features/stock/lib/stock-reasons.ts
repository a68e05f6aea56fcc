import type { StockChangeReason } from '@booster/domain';

/** i18n keys (namespace `stock`) of the stock log's reasons. */
export const REASON_LABEL_KEYS: Readonly<Record<StockChangeReason, string>> = {
  order: 'reason.order',
  cancellation: 'reason.cancellation',
  manual: 'reason.manual',
  import: 'reason.import',
  push: 'reason.push',
};
