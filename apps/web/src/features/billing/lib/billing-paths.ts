import { BILLING_DURATIONS, type BillingMonths, isPackageName, type PackageName } from '@booster/domain';
import { paths } from '../../../lib/paths.ts';

export type Choice = { packageName: PackageName; months: BillingMonths; extend: boolean };

function withQuery(base: string, query: Record<string, string | undefined>) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) qs.set(k, v);
  const s = qs.toString();
  return s ? `${base}?${s}` : base;
}

/** In-feature links that carry the choice or the invoice in the query string. */
export const billingPaths = {
  confirmation: (c: Choice) =>
    withQuery(paths.subscription.confirmation(), {
      packageName: c.packageName,
      months: String(c.months),
      subscribeType: c.extend ? 'extend' : undefined,
    }),
  planPayment: (invoiceId: string) => withQuery(paths.payment.planPayment(), { invoice: invoiceId }),
  dana: (invoiceId: string) => withQuery(paths.payment.dana(), { invoice: invoiceId }),
  manual: (invoiceId: string) => withQuery(paths.payment.manual(), { invoice: invoiceId }),
};

/** The choice named by a URL's query (packageName, months, subscribeType=extend); unknown values dropped. */
export function choiceFromQuery(search: URLSearchParams): Partial<Choice> {
  const name = search.get('packageName');
  const months = Number(search.get('months'));
  return {
    ...(isPackageName(name) ? { packageName: name } : {}),
    ...((BILLING_DURATIONS as readonly number[]).includes(months) ? { months: months as BillingMonths } : {}),
    extend: search.get('subscribeType') === 'extend',
  };
}
