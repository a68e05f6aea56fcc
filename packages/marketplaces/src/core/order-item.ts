/** An order line as sellers read it in the seller centres: "Kaos Polos (Hitam, XL)". */
export function orderItemName(productName: string, variantName?: string | null): string {
  const variant = variantName?.trim();
  return variant ? `${productName} (${variant})` : productName;
}
