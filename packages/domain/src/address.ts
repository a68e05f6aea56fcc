export type RecipientAddress = { address: string; city: string; province: string; postalCode: string };

const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/**
 * One line for a shipping address. Platforms differ in what their address text already holds
 * (Shopee's and TikTok's full address name the city, province and postcode; Lazada's and
 * Bukalapak's street line does not), so the city, province and postcode are added only when the
 * address text does not name them yet: each shows once.
 */
export function formatRecipientAddress(r: RecipientAddress): string {
  const address = r.address.trim();
  const has = (part: string) => normal(address).includes(normal(part));
  const missing = [r.city, r.province, r.postalCode].map((p) => p.trim()).filter((p) => p && !has(p));
  return [address, ...missing].filter(Boolean).join(', ');
}
