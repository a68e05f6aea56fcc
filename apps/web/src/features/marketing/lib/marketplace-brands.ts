/** Marketplaces shown on the public pages. Brand names are proper nouns and stay untranslated. */
export type MarketplaceBrand = {
  key: 'shopee' | 'tokopedia' | 'lazada' | 'tiktok' | 'bukalapak' | 'blibli';
  name: string;
  image: string;
  comingSoon: boolean;
};

export const MARKETPLACE_BRANDS: readonly MarketplaceBrand[] = [
  { key: 'shopee', name: 'Shopee', image: '/images/marketplaces/shopee.svg', comingSoon: false },
  { key: 'tokopedia', name: 'Tokopedia', image: '/images/marketplaces/tokopedia.svg', comingSoon: false },
  { key: 'lazada', name: 'Lazada', image: '/images/marketplaces/lazada.svg', comingSoon: false },
  { key: 'tiktok', name: 'TikTok Shop', image: '/images/marketplaces/tiktok.svg', comingSoon: false },
  { key: 'bukalapak', name: 'Bukalapak', image: '/images/marketplaces/bukalapak.svg', comingSoon: false },
  { key: 'blibli', name: 'Blibli', image: '/images/marketplaces/blibli.svg', comingSoon: true },
];
