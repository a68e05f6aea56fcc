import type { StockSetting } from '@booster/contracts';
import { stockRoutes } from '@booster/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { masterKeys, pushKeys, stockKeys } from './stock-keys.ts';

/** A stock change or push moves stock rows, master totals and push states. */
function useInvalidateStock() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: stockKeys.all }),
      queryClient.invalidateQueries({ queryKey: masterKeys.all }),
      queryClient.invalidateQueries({ queryKey: pushKeys.all }),
    ]);
}

export function useEditStock(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (body: { stock: number; note?: string }) =>
      callApi(stockRoutes.edit, { params: { id }, body }),
    onSuccess: (detail) => {
      queryClient.setQueryData(stockKeys.detail(id), detail);
      return invalidate();
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
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (skuIds: string[]) => callApi(stockRoutes.push, { body: { skuIds } }),
    onSuccess: invalidate,
  });
}

export function useRetryPush() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (id: string) => callApi(stockRoutes.retryPush, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useGiveUpPush() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (id: string) => callApi(stockRoutes.giveUpPush, { params: { id } }),
    onSuccess: invalidate,
  });
}
