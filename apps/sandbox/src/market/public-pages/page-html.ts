import { escapeHtml } from '../../core/html.ts';

/** JSON inside a <script>: `<` escaped so no value can close the tag (what the platforms' serializers do). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A public page as the platforms serve it to a browser: meta tags for sharing, the state in scripts, an empty app root. */
export function publicPage(input: {
  title: string;
  image?: string;
  canonical: string;
  scripts: string[];
}): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
<meta property="og:title" content="${escapeHtml(input.title)}">
${input.image ? `<meta property="og:image" content="${escapeHtml(input.image)}">` : ''}
<link rel="canonical" href="${escapeHtml(input.canonical)}">
</head>
<body>
<div id="main"></div>
${input.scripts.join('\n')}
</body>
</html>`;
}
