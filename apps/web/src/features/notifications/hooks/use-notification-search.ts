import { useSearchParams } from 'react-router';
import type { NotificationFilters } from '../api/notification-api.ts';

const FILTER_PARAMS = ['marketplace', 'read', 'shopname', 'orderStatus'] as const;

function readFilters(params: URLSearchParams): NotificationFilters {
  const read = params.get('read');
  return {
    marketplace: params.get('marketplace') || undefined,
    read: read === 'true' ? true : read === 'false' ? false : undefined,
    shopname: params.get('shopname') || undefined,
    orderStatus: params.get('orderStatus') || undefined,
  };
}

/** The page's filters and page number, kept in the address so back and reload keep them. */
export function useNotificationSearch() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = readFilters(params);

  const setPage = (next: number) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      if (next > 1) out.set('page', String(next));
      else out.delete('page');
      return out;
    });

  /** New filters start again at page 1. */
  const setFilters = (next: NotificationFilters) =>
    setParams(() => {
      const out = new URLSearchParams();
      for (const key of FILTER_PARAMS) {
        const value = next[key];
        if (value !== undefined && value !== '') out.set(key, String(value));
      }
      return out;
    });

  return { page, setPage, filters, setFilters };
}
