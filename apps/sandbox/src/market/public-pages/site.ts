import type { CatalogueListing } from '../catalogue.ts';
import type { PublicProduct } from './public-product.ts';

/** One page of a shop's product list as a site renders it. */
export type ShopListPage = {
  shop: { id: string; name: string };
  listings: CatalogueListing[];
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
};

/**
 * One platform's public web site in the sandbox: which paths are product and shop pages (the live
 * site's paths) and how it renders them.
 */
export type PublicSite = {
  /** The item id a product path names, or null. */
  productOf(path: string, query: URLSearchParams): string | null;
  /** The shop id and 1-based page a shop path names, or null. */
  shopOf(path: string, query: URLSearchParams): { shopId: string; page: number } | null;
  pageSize: number;
  renderProduct(product: PublicProduct): string;
  renderShop(page: ShopListPage): string;
};

export const hasMore = (page: ShopListPage) => page.page * page.pageSize < page.total;
