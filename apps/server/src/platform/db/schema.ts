// Every table, for drizzle-kit. Runtime code imports tables from their owning module.

export * from '../../modules/accounts/tables.ts';
export * from '../../modules/admin-members/tables.ts';
export * from '../../modules/affiliates/tables.ts';
export * from '../../modules/audit/tables.ts';
export * from '../../modules/auth/tables.ts';
export * from '../../modules/billing/admin-orders/tables.ts';
export * from '../../modules/billing/coupons/tables.ts';
export * from '../../modules/billing/expiry/tables.ts';
export * from '../../modules/billing/tables.ts';
export * from '../../modules/billing/transfer/tables.ts';
export * from '../../modules/chat/tables.ts';
export * from '../../modules/chat-automation/tables.ts';
export * from '../../modules/content/tables.ts';
export * from '../../modules/email-blast/tables.ts';
export * from '../../modules/facebook/tables.ts';
export * from '../../modules/notifications/tables.ts';
export * from '../../modules/orders/tables.ts';
export * from '../../modules/products/tables.ts';
export * from '../../modules/research/keywords/tables.ts';
export * from '../../modules/research/tables.ts';
export * from '../../modules/shops/tables.ts';
export * from '../../modules/stock/tables.ts';
export * from '../../modules/usage/tables.ts';
export * from '../item-runs/tables.ts';
export * from '../mail/tables.ts';
export * from '../marketplaces/tables.ts';
