import type { ProductsModule } from '../products/index.ts';

export type { VariantRef } from '../products/index.ts';

/** What the stock module uses of the products module: its variants facade and listing creation. */
export type StockProducts = Pick<ProductsModule, 'variants' | 'service'>;
