import type { StockRuleBody, StockRuleValuesInput, stockRuleSimulateBodySchema } from '@booster/contracts';
import { stockRuleRoutes } from '@booster/contracts/routes';
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { pushKeys, stockKeys } from './stock-keys.ts';

const rulesKey = stockKeys.custom('rules');

/** `GET /api/app/stock/rules`: the default, shop and SKU rules. */
export function stockRulesQueryOptions() {
  return queryOptions({
    queryKey: rulesKey,
    queryFn: ({ signal }) => callApi(stockRuleRoutes.list, { signal }),
  });
}

/** A saved or deleted rule re-pushes its SKUs: the rules and the push states change. */
const RULE_AREAS = [rulesKey, pushKeys.all];

export function useSaveStockRule() {
  return useRefreshingMutation(
    (input: { id: string | null; body: StockRuleBody }) =>
      input.id
        ? callApi(stockRuleRoutes.update, {
            params: { id: input.id },
            body: input.body as StockRuleValuesInput,
          })
        : callApi(stockRuleRoutes.create, { body: input.body }),
    RULE_AREAS,
  );
}

export function useDeleteStockRule() {
  return useRefreshingMutation(
    (id: string) => callApi(stockRuleRoutes.remove, { params: { id } }),
    RULE_AREAS,
  );
}

export type SimulateInput = z.input<typeof stockRuleSimulateBodySchema>;

/** The simulator: asked on demand (a draft changes with every keystroke). */
export function useSimulateStockRule() {
  return useMutation({
    mutationFn: (body: SimulateInput) => callApi(stockRuleRoutes.simulate, { body }),
  });
}
