import type { OrdersModule } from '../orders/index.ts';

/** What the stock module uses of the orders module: its "order stored" event and the stored order. */
export type StockOrders = Pick<OrdersModule, 'changes' | 'stored'>;
