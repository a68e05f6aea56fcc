import { keysFor } from '../../../lib/query-keys.ts';

/** ['chat', 'list', filter] conversation lists, ['chat', 'detail', id], ['chat', 'messages', id]… */
export const chatKeys = {
  ...keysFor('chat'),
  messages: (conversationId: string) => ['chat', 'messages', conversationId] as const,
  orders: (conversationId: string, scope: 'buyer' | 'shop', search = '') =>
    ['chat', 'orders', conversationId, scope, search] as const,
  products: (conversationId: string, search = '') => ['chat', 'products', conversationId, search] as const,
};
