import type { CouponInput } from '@booster/contracts';
import { adminCouponRoutes } from '@booster/contracts/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

export const couponKeys = keysFor('admin-coupons');

export type CouponFilter = { page: number; search?: string; status?: 'active' | 'inactive' };

export function couponsQueryOptions(filter: CouponFilter) {
  return queryOptions({
    queryKey: couponKeys.list(filter),
    queryFn: ({ signal }) => callApi(adminCouponRoutes.list, { query: { ...filter, limit: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveCoupon(id: string | null) {
  return useRefreshingMutation(
    (body: CouponInput) =>
      id
        ? callApi(adminCouponRoutes.update, { params: { id }, body })
        : callApi(adminCouponRoutes.create, { body }),
    [couponKeys.lists()],
  );
}

export function useDeactivateCoupon() {
  return useRefreshingMutation(
    (id: string) => callApi(adminCouponRoutes.deactivate, { params: { id } }),
    [couponKeys.lists()],
  );
}
