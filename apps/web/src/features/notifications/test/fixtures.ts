import type { Notification } from '@booster/contracts';
import { testUser } from '../../../test/user.ts';

export function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n1',
    read: false,
    updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    title: 'Pesanan baru',
    description: 'Pesanan INV-1 siap dikirim',
    icon: null,
    marketplace: 'shopee',
    detail: { orderId: 'o1', shopname: 'Toko Jaya', orderStatus: 'ready_to_ship' },
    ...overrides,
  };
}

export function page(docs: Notification[], { page = 1, totalPages = 1 } = {}) {
  return {
    docs,
    totalDocs: docs.length,
    totalPages,
    page,
    limit: 10,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < totalPages ? page + 1 : null,
  };
}

export const user = testUser;
