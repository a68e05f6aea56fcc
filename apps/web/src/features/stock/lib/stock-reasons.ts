import type { StockChangeReason } from '@booster/domain';
import type { I18nKey } from '../../../i18n/keys.ts';

/** i18n keys (namespace `stock`) of the stock log's reasons. */
export const REASON_LABEL_KEYS: Readonly<Record<StockChangeReason, I18nKey<'stock'>>> = {
  order: 'reason.order',
  cancellation: 'reason.cancellation',
  manual: 'reason.manual',
  import: 'reason.import',
  push: 'reason.push',
};
