import type { StockSetting } from '@booster/contracts';
import { stockRoutes } from '@booster/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { masterKeys, pushKeys, stockKeys } from './stock-keys.ts';

/** A stock change or push moves stock rows, master totals and push states. */
const STOCK_AREAS = [stockKeys.all, masterKeys.all, pushKeys.all];

export function useEditStock(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { stock: number; note?: string }) =>
      callApi(stockRoutes.edit, { params: { id }, body }),
    onSuccess: (detail) => {
      queryClient.setQueryData(stockKeys.detail(id), detail);
      return Promise.all(STOCK_AREAS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export function useSaveStockSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockSetting) => callApi(stockRoutes.saveSetting, { body }),
    onSuccess: (setting) => queryClient.setQueryData(stockKeys.custom('setting'), setting),
  });
}

export function usePushStock() {
  return useRefreshingMutation(
    (skuIds: string[]) => callApi(stockRoutes.push, { body: { skuIds } }),
    STOCK_AREAS,
  );
}

export function useRetryPush() {
  return useRefreshingMutation(
    (id: string) => callApi(stockRoutes.retryPush, { params: { id } }),
    STOCK_AREAS,
  );
}

export function useGiveUpPush() {
  return useRefreshingMutation(
    (id: string) => callApi(stockRoutes.giveUpPush, { params: { id } }),
    STOCK_AREAS,
  );
}
