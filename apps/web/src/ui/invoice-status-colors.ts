import type { InvoiceStatus } from '@booster/contracts';
import type { MantineColor } from '@mantine/core';

/** One colour per invoice status, the same on the member's invoices and the admin's order list. */
export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, MantineColor> = {
  unpaid: 'yellow.5',
  pending: 'blue.9',
  paid: 'teal.9',
  expired: 'gray.7',
  cancelled: 'red.9',
  refunded: 'grape.9',
};
