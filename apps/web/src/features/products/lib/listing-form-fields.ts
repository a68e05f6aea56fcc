/**
 * Which error paths the listing form shows under a field. The server names body paths
 * (`dimensions.lengthCm`, `tiers.0.options.3`); they land on the input that holds them.
 */
const SHOWN = [
  /^(shopId|name|description|categoryId|images|weightGrams|dimensions|logistics|tiers|variants)$/,
  /^tiers\.\d+\.(name|options)$/,
  /^variants\.\d+\.(sku|price|stock)$/,
  /^attributeValues\..+$/,
];

export function isFormField(path: string): boolean {
  return SHOWN.some((pattern) => pattern.test(path));
}

/** The form field a server error path belongs to. */
export function formFieldOf(serverPath: string): string {
  if (serverPath.startsWith('dimensions.')) return 'dimensions';
  if (serverPath.startsWith('images.')) return 'images';
  if (serverPath.startsWith('logistics.')) return 'logistics';
  const tierOption = /^(tiers\.\d+\.options)\.\d+$/.exec(serverPath);
  if (tierOption) return tierOption[1];
  if (/^variants\.\d+\.options/.test(serverPath)) return 'variants';
  return serverPath;
}

/** Server field errors re-keyed to the form's fields (the first message of a field wins). */
export function toFormFieldErrors(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) out[formFieldOf(path)] ??= message;
  return out;
}
