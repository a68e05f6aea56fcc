import { adminMembersBench } from './admin-members.bench.ts';
import { apiHitsBench } from './api-hits.bench.ts';
import { authBench } from './auth.bench.ts';
import { billingInvoicesBench } from './billing-invoices.bench.ts';
import { billingNotificationBench } from './billing-notification.bench.ts';
import { chatFanoutBench } from './chat-fanout.bench.ts';
import { chatListBench } from './chat-list.bench.ts';
import { chatSendBench } from './chat-send.bench.ts';
import { frameComposeBench } from './frame-compose.bench.ts';
import { printComparison } from './lib/load.ts';
import { notificationFanoutBench } from './notification-fanout.bench.ts';
import { orderListBench } from './order-list.bench.ts';
import { ordersExportBench } from './orders-export.bench.ts';
import { productCloneBench } from './product-clone.bench.ts';
import { productListBench } from './product-list.bench.ts';
import { researchKeywordsBench } from './research-keywords.bench.ts';
import { stockFanoutBench } from './stock-fanout.bench.ts';
import { webhookBench } from './webhook.bench.ts';

// `npm run bench`: every benchmark runs our path and its baseline in the same run and prints
// the ratio. Higher req/s is better; a ratio of 1.00 means our layers cost nothing.
const benches = {
  auth: authBench,
  'api-hits': apiHitsBench,
  webhook: webhookBench,
  products: productListBench,
  fanout: stockFanoutBench,
  orders: orderListBench,
  'orders-export': ordersExportBench,
  notifications: notificationFanoutBench,
  billing: billingNotificationBench,
  'chat-list': chatListBench,
  'admin-members': adminMembersBench,
  'billing-invoices': billingInvoicesBench,
  'chat-fanout': chatFanoutBench,
  'chat-send': chatSendBench,
  'frame-compose': frameComposeBench,
  clone: productCloneBench,
  'research-keywords': researchKeywordsBench,
};
const only = process.argv[2] as keyof typeof benches | undefined;

const rows = [];
for (const [name, bench] of Object.entries(benches)) {
  if (only && only !== name) continue;
  console.log(`Running ${name}…`);
  rows.push(...(await bench()));
}
printComparison(rows);
process.exit(0);
