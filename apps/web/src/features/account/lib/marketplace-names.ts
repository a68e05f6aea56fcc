/** Display names of marketplace keys; brand names stay untranslated. */
const NAMES: Readonly<Record<string, string>> = {
  shopee: 'Shopee',
  tokopedia: 'Tokopedia',
  lazada: 'Lazada',
  tiktok: 'TikTok Shop',
  bukalapak: 'Bukalapak',
  blibli: 'Blibli',
};

export function marketplaceName(key: string): string {
  return NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

export function marketplaceImage(key: string): string | null {
  return key in NAMES ? `/images/marketplaces/${key}.svg` : null;
}
