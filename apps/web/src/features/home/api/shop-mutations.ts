import { shopRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { callApi } from '../../../lib/api-client.ts';

/** `PUT /api/app/marketplace`: a new shop name. */
export function renameShop(id: string, shopname: string) {
  return callApi(shopRoutes.rename, { body: { id, shopname } });
}

/** `DELETE /api/app/marketplace/{id}?marketplace=`. */
export function deleteShop(id: string, marketplace: Marketplace) {
  return callApi(shopRoutes.remove, { params: { id }, query: { marketplace } });
}
