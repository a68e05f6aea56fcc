import type { ItemFailureCode } from '../common/item-failure.ts';

/**
 * Texts of the item failure codes (`common/item-failure.ts`), shared by the server's renderer
 * (`itemFailure.<code>`) and the web's i18next `itemFailure` namespace. `listingRule` and `error`
 * take their text from the rule (`listingRuleMessages`) or the error code instead.
 */
const id = {
  // Spec 8 names the reason of a dead grant with the platform's words, in every language.
  invalidAccessToken: 'invalid access token',
  platformUnavailable: '{{marketplace}} sedang tidak dapat dihubungi, coba lagi nanti',
  platformConfiguration:
    '{{marketplace}} menolak pengaturan aplikasi Booster. Tim Booster sedang memperbaikinya, coba lagi nanti',
  platformRefused: '{{marketplace}} menolak: {{reason}}',
  productRefused: '{{marketplace}} menolak produk: {{reason}}',
  orderRefused: '{{marketplace}} menolak pesanan: {{reason}}',
  listingRule: 'Data produk tidak sesuai aturan marketplace',
  notFound: 'Data tidak ditemukan',
  coverMissing: 'Produk belum memiliki foto sampul',
  coverUnreadable: 'Foto sampul produk tidak dapat dibaca',
  notFramed: 'Produk ini tidak memakai frame',
  pageUnreadable: 'Halaman produk tidak dapat dibaca',
  error: 'Permintaan tidak valid',
  internal: 'Terjadi Kesalahan',
} as const satisfies Record<ItemFailureCode, string>;

const en: Record<ItemFailureCode, string> = {
  invalidAccessToken: 'invalid access token',
  platformUnavailable: '{{marketplace}} cannot be reached right now, try again later',
  platformConfiguration:
    "{{marketplace}} refused Booster's app setup. The Booster team is fixing it, try again later",
  platformRefused: '{{marketplace}} refused: {{reason}}',
  productRefused: '{{marketplace}} rejected the product: {{reason}}',
  orderRefused: '{{marketplace}} refused the order: {{reason}}',
  listingRule: "The product does not follow the marketplace's rules",
  notFound: 'Data not found',
  coverMissing: 'The product has no cover photo',
  coverUnreadable: "The product's cover photo cannot be read",
  notFramed: 'This product carries no frame',
  pageUnreadable: 'The product page could not be read',
  error: 'Invalid request',
  internal: 'Something went wrong',
};

export const itemFailureMessages = { id, en };

/** A marketplace's listing rules (`@booster/domain` listing-rules.ts names them), for forms and failures. */
const rulesId = {
  nameLength: 'Nama produk harus {{min}} sampai {{max}} karakter',
  descriptionLength: 'Deskripsi produk harus {{min}} sampai {{max}} karakter',
  imageCount: 'Jumlah foto produk harus {{min}} sampai {{max}}',
  weightRange: 'Berat harus {{min}} sampai {{max}} gram',
  tiersMax: 'Maksimal {{max}} jenis variasi',
  variantCount: 'Jumlah varian harus 1 sampai {{max}}',
  priceRange: 'Harga harus {{min, rupiah}} sampai {{max, rupiah}}',
  stockRange: 'Stok harus 0 sampai {{max}}',
  skuLength: 'SKU maksimal {{max}} karakter',
} as const;

const rulesEn: Record<keyof typeof rulesId, string> = {
  nameLength: 'The product name must be {{min}} to {{max}} characters',
  descriptionLength: 'The description must be {{min}} to {{max}} characters',
  imageCount: 'Add {{min}} to {{max}} product photos',
  weightRange: 'The weight must be {{min}} to {{max}} grams',
  tiersMax: 'At most {{max}} variation types',
  variantCount: 'Add 1 to {{max}} variants',
  priceRange: 'The price must be {{min, rupiah}} to {{max, rupiah}}',
  stockRange: 'The stock must be 0 to {{max}}',
  skuLength: 'The SKU must be at most {{max}} characters',
};

export const listingRuleMessages = { id: rulesId, en: rulesEn };
