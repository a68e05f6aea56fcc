/**
 * Variables of an admin e-mail blast: `{{name}}` in the subject or text is replaced by each member's
 * value when the blast is sent. This list is the one place that says which variables exist; the web
 * shows them from its i18n catalogue and previews with the samples, the server refuses any other.
 */
export const BLAST_VARIABLES = [
  { name: 'name', sample: 'Budi Santoso' },
  { name: 'email', sample: 'budi@contoh.id' },
  { name: 'package', sample: 'premium' },
  { name: 'expiredAt', sample: '31/12/2026' },
] as const satisfies readonly { name: string; sample: string }[];

export type BlastVariable = (typeof BLAST_VARIABLES)[number]['name'];
export type BlastValues = Record<BlastVariable, string>;

export const SAMPLE_BLAST_VALUES: BlastValues = Object.fromEntries(
  BLAST_VARIABLES.map((v) => [v.name, v.sample]),
) as BlastValues;

/** `{{name}}`, spaces inside the braces allowed. */
const VARIABLE = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

const isBlastVariable = (name: string): name is BlastVariable => BLAST_VARIABLES.some((v) => v.name === name);

/** Variables a text names that do not exist, each once, in order of first use. */
export function unknownBlastVariables(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(VARIABLE)) if (!isBlastVariable(match[1])) unknown.add(match[1]);
  return [...unknown];
}

/** The text with every known variable replaced by the member's value. */
export function fillBlastTemplate(text: string, values: BlastValues): string {
  return text.replace(VARIABLE, (whole, name: string) => (isBlastVariable(name) ? values[name] : whole));
}

/** `{{a}}, {{b}}`: how messages name unknown variables. */
export const formatBlastVariableList = (names: readonly string[]) => names.map((n) => `{{${n}}}`).join(', ');
