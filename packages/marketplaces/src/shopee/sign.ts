import { hmacSha256Hex } from '../core/crypto.ts';

/**
 * Shopee v2 signing (reference 1.4): plain concatenation, no separators.
 * Public: partner_id + path + timestamp; Shop: + access_token + shop_id; Merchant: + access_token + merchant_id.
 */
export type ShopeeSignInput = {
  partnerId: number;
  path: string;
  timestamp: number;
  accessToken?: string;
  shopId?: string | number;
  merchantId?: string | number;
};

export function shopeeBaseString(input: ShopeeSignInput): string {
  const owner = input.shopId ?? input.merchantId ?? '';
  return `${input.partnerId}${input.path}${input.timestamp}${input.accessToken ?? ''}${owner}`;
}

/** HMAC-SHA256 keyed with the partner key as UTF-8 text (never hex-decoded), lowercase hex. */
export function shopeeSign(partnerKey: string, input: ShopeeSignInput): string {
  return hmacSha256Hex(partnerKey, shopeeBaseString(input));
}

/** The common query parameters of a signed call. */
export function shopeeCommonQuery(
  partnerKey: string,
  input: ShopeeSignInput,
): Record<string, string | number> {
  const query: Record<string, string | number> = {
    partner_id: input.partnerId,
    timestamp: input.timestamp,
    sign: shopeeSign(partnerKey, input),
  };
  if (input.accessToken !== undefined) query.access_token = input.accessToken;
  if (input.shopId !== undefined) query.shop_id = input.shopId;
  if (input.merchantId !== undefined) query.merchant_id = input.merchantId;
  return query;
}
