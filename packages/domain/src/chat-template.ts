/**
 * Variables of chat message templates (Template Pesan, auto-reply, reminders): `{nama_pembeli}` in a
 * text is replaced by the buyer's name when the message is sent. This list is the one place that says
 * which variables exist; the web shows their descriptions from its i18n catalogue
 * (`chatSettings.variables.<name>`), the server refuses texts naming any other variable.
 *
 * `context` says where a value comes from: `chat` variables are known in every conversation, `order`
 * variables only when the message is about an order (the inbox with an order picked, order reminders).
 */
export const TEMPLATE_VARIABLES = [
  { name: 'nama_pembeli', context: 'chat', sample: 'Budi Santoso' },
  { name: 'nama_toko', context: 'chat', sample: 'Toko Maju Jaya' },
  { name: 'nomor_pesanan', context: 'order', sample: '240915ABCD1234' },
  { name: 'total_pesanan', context: 'order', sample: 'Rp 125.000' },
  { name: 'nama_produk', context: 'order', sample: 'Kaos Polos Katun Combed 30s' },
  { name: 'tanggal_pesanan', context: 'order', sample: '15/09/2024' },
  { name: 'kurir', context: 'order', sample: 'J&T Express' },
  { name: 'nomor_resi', context: 'order', sample: 'JP1234567890' },
] as const satisfies readonly { name: string; context: 'chat' | 'order'; sample: string }[];

export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number]['name'];
export type TemplateValues = Partial<Record<TemplateVariable, string>>;

export const TEMPLATE_VARIABLE_NAMES: readonly TemplateVariable[] = TEMPLATE_VARIABLES.map((v) => v.name);

/** Values of every variable from the samples above: the previews of the settings pages. */
export const SAMPLE_TEMPLATE_VALUES: Required<TemplateValues> = Object.fromEntries(
  TEMPLATE_VARIABLES.map((v) => [v.name, v.sample]),
) as Required<TemplateValues>;

/** `{name}`: a word of letters, digits and underscores between single braces. */
const VARIABLE = /\{([A-Za-z0-9_]+)\}/g;

export const isTemplateVariable = (name: string): name is TemplateVariable =>
  (TEMPLATE_VARIABLE_NAMES as readonly string[]).includes(name);

/** Every variable a text names, in order of first use, each once. */
export function templateVariables(text: string): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(VARIABLE)) seen.add(match[1]);
  return [...seen];
}

/** Variables a text names that do not exist (case matters: `{Nama_Pembeli}` is unknown). */
export function unknownTemplateVariables(text: string): string[] {
  return templateVariables(text).filter((name) => !isTemplateVariable(name));
}

/** `{a}, {b}`: how messages name unknown variables. */
export const formatVariableList = (names: readonly string[]) => names.map((n) => `{${n}}`).join(', ');

/**
 * The text with each known variable replaced by its value. A variable without a value stays as
 * written (`keep`: the seller sees it in the composer and fills it in) or becomes empty (`blank`:
 * automatic sends, which must never show braces to a buyer).
 */
export function fillTemplate(
  text: string,
  values: TemplateValues,
  missing: 'keep' | 'blank' = 'keep',
): string {
  return text.replace(VARIABLE, (whole, name: string) => {
    if (!isTemplateVariable(name)) return whole;
    const value = values[name];
    if (value !== undefined && value !== '') return value;
    return missing === 'keep' ? whole : '';
  });
}

/** Known variables a text names that have no value in `values` (an order variable outside an order). */
export function missingTemplateValues(text: string, values: TemplateValues): TemplateVariable[] {
  return templateVariables(text).filter(
    (name): name is TemplateVariable => isTemplateVariable(name) && !values[name],
  );
}
