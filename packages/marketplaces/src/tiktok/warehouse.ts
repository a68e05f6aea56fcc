import { AdapterError, type ShopCredentials } from '../core/port.ts';
import type { TiktokClient } from './client.ts';
import { tiktokWarehousesSchema } from './schemas.ts';

export type SalesWarehouse = { id: string; address: string };

/**
 * The shop's default sales warehouse: stock is kept there, delivery options hang off it, and the
 * courier picks parcels up at its address.
 */
export async function salesWarehouse(client: TiktokClient, shop: ShopCredentials): Promise<SalesWarehouse> {
  const { warehouses } = await client.get(shop, '/logistics/202309/warehouses', tiktokWarehousesSchema);
  const sales = warehouses.filter((w) => w.type === 'SALES_WAREHOUSE' && w.effect_status !== 'DISABLED');
  const warehouse = sales.find((w) => w.is_default) ?? sales[0];
  if (!warehouse)
    throw new AdapterError('invalid_input', 'The shop has no sales warehouse', 'no_warehouse', 'logistics');
  const a = warehouse.address;
  const address =
    a?.full_address ||
    [a?.address_line1, a?.district, a?.city, [a?.state, a?.postal_code].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
  return { id: warehouse.id, address };
}
