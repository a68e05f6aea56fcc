import { formatRupiah } from '@booster/domain';
import { type Locale, type MessageKey, messages } from './messages.ts';

export type MessageParams = Record<string, string | number>;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages.id, value);
}

/** How a `{{name, format}}` placeholder writes its value (`rupiah`: "Rp 18.200", as the web does). */
const FORMATS: Record<string, (value: string | number) => string> = {
  rupiah: (value) => formatRupiah(Number(value)),
};

/** Renders a key in the locale (falling back to `id`), filling `{{name}}` and `{{name, format}}`. */
export function t(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = messages[locale][key] ?? messages.id[key];
  return template.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (match, name: string, format?: string) => {
    if (!Object.hasOwn(params, name)) return match;
    const write = format ? FORMATS[format] : undefined;
    return write ? write(params[name]) : String(params[name]);
  });
}

/**
 * The locale a caller prefers from its Accept-Language header: `en` only when English ranks
 * above Indonesian; Indonesian is the default for everything else.
 */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return 'id';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...rest] = part.trim().toLowerCase().split(';');
      const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
      return { lang: tag.split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((x) => x.lang === 'id' || x.lang === 'en')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.lang === 'en' ? 'en' : 'id';
}
