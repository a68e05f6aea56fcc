/**
 * TikTok Shop takes and returns descriptions as HTML (`<p>`, `<br>`, `<ul><li>` …); Booster keeps plain
 * text with one paragraph per line.
 */
const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
  '&amp;': '&',
};

export function tiktokDescriptionText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(p|li|div)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|#39|nbsp|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

export function tiktokDescriptionHtml(text: string): string {
  const escapeHtml = (line: string) =>
    line.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}
