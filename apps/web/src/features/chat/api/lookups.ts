import { chatRoutes } from '@booster/contracts/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { chatKeys } from './chat-keys.ts';

/** The buyer's orders in the conversation's shop (beside the chat). */
export function buyerOrdersQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: chatKeys.orders(conversationId, 'buyer'),
    queryFn: ({ signal }) =>
      callApi(chatRoutes.orders, { params: { id: conversationId }, query: { scope: 'buyer' }, signal }),
  });
}

/** Orders of the shop matching a search, for the order-card picker. */
export function shopOrdersQueryOptions(conversationId: string, search: string) {
  return queryOptions({
    queryKey: chatKeys.orders(conversationId, 'shop', search),
    queryFn: ({ signal }) =>
      callApi(chatRoutes.orders, {
        params: { id: conversationId },
        query: { scope: 'shop', search: search || undefined },
        signal,
      }),
  });
}

/** Products of the shop matching a search, for the product-card picker. */
export function productsQueryOptions(conversationId: string, search: string) {
  return queryOptions({
    queryKey: chatKeys.products(conversationId, search),
    queryFn: ({ signal }) =>
      callApi(chatRoutes.products, {
        params: { id: conversationId },
        query: { search: search || undefined },
        signal,
      }),
  });
}
