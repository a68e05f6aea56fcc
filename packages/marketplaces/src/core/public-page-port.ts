/**
 * Public product and shop pages (product/scrape, issue 16): what any shopper's browser receives from
 * a marketplace's web host, not a partner API. Each platform embeds its page state as JSON in a
 * <script>; a parser per platform reads that shape. Live pages are best effort (docs/product-scrape.md):
 * the platforms change them and put bot walls in front of them.
 *
 * Prices are whole rupiah; ids are strings.
 */
import type { Marketplace } from '@booster/domain';

export type PublicPageKind = 'product' | 'shop';

export type ScrapedVariant = {
  /** One option per tier, in tier order (empty for a product without variants). */
  options: string[];
  price: number;
  stock: number;
  sku: string;
};

export type ScrapedProduct = {
  platform: Marketplace;
  externalId: string;
  /** The page it was read from (its public address, not the sandbox's). */
  url: string;
  name: string;
  description: string;
  /** Absolute photo URLs, cover first. */
  images: string[];
  tiers: { name: string; options: string[] }[];
  variants: ScrapedVariant[];
  /** Grams, when the page shows it. */
  weightGrams: number | null;
  shop: { externalId: string; name: string };
};

export type ScrapedShopPage = {
  shop: { externalId: string; name: string };
  /** Public product page URLs of this page of the shop, in the page's order. */
  productUrls: string[];
  /** The next page of the shop's product list; null on the last page. */
  nextPageUrl: string | null;
};

/** The per-platform part of scraping: which URLs are which pages, and reading each page's embedded state. */
export type PublicPageParser = {
  platform: Marketplace;
  /** What the URL (on one of the platform's page hosts) names; null when it is neither page. */
  kindOf(url: URL): PublicPageKind | null;
  parseProduct(html: string, url: URL): ScrapedProduct;
  parseShop(html: string, url: URL): ScrapedShopPage;
};
