import type { ChatTemplate } from '@booster/contracts';

/** `/` typed at the start of the text or after a space, followed by the shortcut typed so far. */
const SLASH = /(^|\s)\/([A-Za-z0-9_-]*)$/;

/** The shortcut typed after a trailing `/`, or null when the text does not end in one. */
export function slashQuery(text: string): string | null {
  const match = SLASH.exec(text);
  return match ? match[2] : null;
}

/** The text with its trailing `/shortcut` replaced by the chosen template's filled text. */
export function replaceSlash(text: string, filled: string): string {
  return text.replace(SLASH, (_whole, lead: string) => `${lead}${filled}`);
}

/** Templates whose shortcut starts with the query first, then those whose text contains it. */
export function matchTemplates(templates: readonly ChatTemplate[], query: string): ChatTemplate[] {
  const q = query.toLowerCase();
  const byShortcut = templates.filter((t) => t.shortcut.toLowerCase().startsWith(q));
  const byText = q
    ? templates.filter((t) => !byShortcut.includes(t) && t.text.toLowerCase().includes(q))
    : [];
  return [...byShortcut, ...byText];
}
