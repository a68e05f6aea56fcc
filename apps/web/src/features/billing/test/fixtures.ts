import type { Invoice, PlanQuoteView } from '@booster/contracts';
import { packageCatalogue } from '@booster/domain';

/** The catalogue as the server answers it (the domain computes the same prices there). */
export const catalogue = () => packageCatalogue();

export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    number: 'INV-20261124-ABCDEF',
    packageName: 'premium',
    months: 3,
    kind: 'new',
    listPrice: 447_000,
    discountPercent: 10,
    discount: 45_000,
    price: 402_000,
    creditDays: 0,
    credit: 0,
    couponCode: null,
    couponDiscount: 0,
    amount: 402_000,
    status: 'unpaid',
    method: null,
    createdAt: '2026-11-24T03:00:00.000Z',
    dueAt: '2026-11-25T03:00:00.000Z',
    paidAt: null,
    periodStart: null,
    periodEnd: null,
    ...overrides,
  };
}

export function quote(overrides: Partial<PlanQuoteView> = {}): PlanQuoteView {
  return {
    packageName: 'medium',
    months: 1,
    kind: 'upgrade',
    listPrice: 349_000,
    discountPercent: 0,
    discount: 0,
    price: 349_000,
    creditDays: 20,
    credit: 99_333,
    couponCode: null,
    couponDiscount: 0,
    amount: 249_667,
    startsAt: '2026-11-24T03:00:00.000Z',
    expiresAt: '2026-12-24T03:00:00.000Z',
    current: { subscriptionPackage: 'premium', expiredAt: '2026-12-14T03:00:00.000Z', active: true },
    ...overrides,
  };
}
