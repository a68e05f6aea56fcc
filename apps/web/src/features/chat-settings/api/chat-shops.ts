import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { allShopsQueryOptions } from '../../../lib/all-shops-query.ts';

/** The account's connected chat shops and the one picked (the first until the seller picks another). */
export function useChatShopChoice() {
  const shops = useQuery(allShopsQueryOptions({ appCategory: 'chat', status: 'connect' }));
  const [picked, setPicked] = useState<string | null>(null);
  const list = shops.data ?? [];
  const shopId = list.some((s) => s._id === picked) ? picked : (list[0]?._id ?? null);
  return { shops, list, shopId, setShopId: setPicked };
}
