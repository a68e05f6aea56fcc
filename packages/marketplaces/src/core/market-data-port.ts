/**
 * Public market data for the Research pages (issue 15): what any shopper sees in a marketplace's
 * search, not a seller's own shop. None of it is an official partner API (docs/research.md):
 * the live endpoints are best effort, may be blocked (Shopee `90309999`), and stay off by default.
 *
 * Ids are strings (Shopee's are 64-bit). Prices are whole rupiah.
 */
import type { Marketplace } from '@booster/domain';

export type MarketSearchSort = 'relevancy' | 'sales' | 'newest' | 'price_asc' | 'price_desc';

/** Exactly one of `keyword` or `categoryId`. `page` starts at 1. */
export type MarketSearchQuery =
  | { keyword: string; categoryId?: undefined; page: number; sort: MarketSearchSort }
  | { keyword?: undefined; categoryId: string; page: number; sort: MarketSearchSort };

export type MarketListing = {
  platform: Marketplace;
  /** The platform's item id. */
  externalId: string;
  name: string;
  shop: { externalId: string; name: string; official: boolean };
  /** Lowest price shown, whole rupiah. */
  price: number;
  /**
   * Lifetime units sold as the platform shows them; a daily snapshot turns its growth into sales.
   * Exact on Shopee, Bukalapak and TikTok Shop; Tokopedia and Lazada print a rounded label
   * ("250+ terjual", "1.2K Terjual"), read as its lower bound.
   */
  soldCount: number;
  /** 0–5, null when nobody has rated it. */
  rating: number | null;
  ratingCount: number;
  /** The seller's city as the search result shows it. */
  location: string;
  categoryId: string;
  imageUrl: string | null;
  /** The listing's public page (https), what a shopper opens and Scrape reads. */
  url: string;
};

/** A leaf of the platform's public category menu. */
export type MarketCategory = { id: string; name: string; parentName: string };

export type MarketSearchPage = {
  listings: MarketListing[];
  /** The platform's own total (often capped or rounded by the platform). */
  total: number;
  hasMore: boolean;
};

export type MarketDataPort = {
  search(query: MarketSearchQuery): Promise<MarketSearchPage>;
  /** What the platform's search box suggests for `keyword`; an empty keyword gives trending ones. */
  suggest(keyword: string): Promise<string[]>;
  /** The leaf categories of the platform's public category menu. */
  categories(): Promise<MarketCategory[]>;
};
