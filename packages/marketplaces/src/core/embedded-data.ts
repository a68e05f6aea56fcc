import { AdapterError } from './port.ts';

/**
 * Reading the JSON a page embeds for its own scripts: a <script> holding JSON (by id or type), or an
 * object literal assigned to a variable (`var __moduleData__ = {…};`, `window.__cache = {…};`).
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The text of the first <script> whose attributes include every given `name="value"`. */
export function scriptText(html: string, attributes: Record<string, string>): string | null {
  for (const match of html.matchAll(SCRIPT)) {
    const attrs = match[1];
    const all = Object.entries(attributes).every(([name, value]) =>
      new RegExp(`\\b${name}\\s*=\\s*["']${escapeRegExp(value)}["']`, 'i').test(attrs),
    );
    if (all) return match[2];
  }
  return null;
}

/**
 * The object literal assigned to `name` anywhere in the page's scripts, cut out by balanced braces
 * (values may contain `};`), parsed as JSON.
 */
export function assignedObject(html: string, name: string): unknown {
  const at = new RegExp(`${escapeRegExp(name)}\\s*=\\s*\\{`).exec(html);
  if (!at) return undefined;
  const start = at.index + at[0].length - 1;
  let depth = 0;
  let inString = false;
  for (let i = start; i < html.length; i++) {
    const c = html[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return parseEmbedded(html.slice(start, i + 1));
  }
  return undefined;
}

export function parseEmbedded(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The page answered but without the data its platform embeds: a bot wall, a removed item, or a redesign. */
export function unreadablePage(platform: string, what: string): AdapterError {
  return new AdapterError(
    'platform',
    `${platform} ${what} page has no readable data`,
    'page_unreadable',
    undefined,
    {
      retryable: false,
    },
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
