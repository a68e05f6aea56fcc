import { describe, expect, it } from 'vitest';
import { formatRecipientAddress } from './address.ts';

describe('formatRecipientAddress', () => {
  it('names city, province and postcode once when the full address already holds them', () => {
    const shopee = {
      address: 'Jl. Melati No. 12, Coblong, Kota Bandung, Jawa Barat, ID, 40132',
      city: 'Kota Bandung',
      province: 'Jawa Barat',
      postalCode: '40132',
    };
    expect(formatRecipientAddress(shopee)).toBe(shopee.address);
  });

  it('adds the parts a street line leaves out', () => {
    expect(
      formatRecipientAddress({
        address: 'Jl. Melati No. 12, RT 01/RW 02',
        city: 'Kota Bandung',
        province: 'Jawa Barat',
        postalCode: '40132',
      }),
    ).toBe('Jl. Melati No. 12, RT 01/RW 02, Kota Bandung, Jawa Barat, 40132');
  });

  it('adds only what is missing, whatever the case, and skips empty parts', () => {
    expect(
      formatRecipientAddress({
        address: 'Jl. Melati 12, kota bandung',
        city: 'Kota Bandung',
        province: 'Jawa Barat',
        postalCode: '',
      }),
    ).toBe('Jl. Melati 12, kota bandung, Jawa Barat');
  });
});
