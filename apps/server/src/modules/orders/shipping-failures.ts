import { type Marketplace, marketplaceLabel } from '@booster/domain';
import { AdapterError, type MarketplaceAdapter, type ShopCredentials } from '@booster/marketplaces';
import { AppError } from '../../platform/errors/index.ts';
import type { ShopRow, ShopsModule } from '../shops/index.ts';

/**
 * The platform refused this order (wrong state, unknown order): an AppError with the platform's own
 * words. Token and partner-configuration problems and retryable failures are left for `callShop`'s mapping.
 */
function refusedOrder(err: unknown, marketplace: Marketplace): unknown {
  if (!(err instanceof AdapterError) || err.retryable) return err;
  if (err.kind === 'expired_token' || err.kind === 'invalid_token' || err.kind === 'configuration')
    return err;
  return new AppError('BAD_REQUEST', {
    messageKey: 'orders.platformRefused',
    params: { marketplace: marketplaceLabel(marketplace), reason: err.message },
    details: { marketplace, platformCode: err.platformCode ?? null },
    cause: err,
  });
}

/** One adapter call about an order of `shop`, with refusals kept apart from outages. */
export function callForOrder<T>(
  shops: ShopsModule,
  shop: ShopRow,
  call: (adapter: MarketplaceAdapter, credentials: ShopCredentials) => Promise<T>,
): Promise<T> {
  return shops.tokens.callShop(shop, async (adapter, credentials) => {
    try {
      return await call(adapter, credentials);
    } catch (err) {
      throw refusedOrder(err, shop.marketplace);
    }
  });
}
