/**
 * TikTok Shop descriptions are HTML (`<p>`, `<br>`, lists …). The emulator keeps plain text, one
 * paragraph per line, and renders it back as `<p>` paragraphs.
 */
const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

export function descriptionText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(p|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

export function descriptionHtml(text: string): string {
  const escapeHtml = (line: string) =>
    line.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}
