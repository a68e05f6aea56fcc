import { type Marketplace, marketplaceLabel } from '@booster/domain';
import { AdapterError } from '@booster/marketplaces';
import { AppError } from '../../platform/errors/index.ts';

/** Field of a 400 when the platform refused the product without naming one. */
export const WHOLE_FORM_FIELD = 'form';

/**
 * Inside a `callShop` callback: a product the platform refused (`invalid_input`) becomes a 400 on the
 * field it named, with the platform's own words; anything else goes on to `callShop`'s mapping.
 */
export function refusedField(err: unknown, marketplace: Marketplace): unknown {
  if (!(err instanceof AdapterError) || err.kind !== 'invalid_input') return err;
  return new AppError('VALIDATION_FAILED', {
    messageKey: 'products.platformRejected',
    params: { marketplace: marketplaceLabel(marketplace), reason: err.message },
    details: {
      fields: { [err.field ?? WHOLE_FORM_FIELD]: err.message },
      platformCode: err.platformCode ?? null,
    },
    cause: err,
  });
}
