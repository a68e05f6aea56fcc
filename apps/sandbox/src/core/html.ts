/** Server-rendered pages of the consent flow: Indonesian, no scripts, one stylesheet from /_assets. */

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function layout(prefix: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${prefix}/_assets/consent.css">
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>`;
}

export type ConsentPage = {
  prefix: string;
  platformName: string;
  appName: string;
  /** Where the form posts: the authorize path + `/approve`. */
  action: string;
  choices: { id: string; name: string }[];
  /** What the shop is called on this platform ("toko", "akun"). */
  choiceLabel: string;
  hidden: Record<string, string>;
  scopes: string[];
};

export function consentPage(page: ConsentPage): string {
  const hidden = Object.entries(page.hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n');
  const radios = page.choices
    .map(
      (c, i) =>
        `<label class="choice"><input type="radio" name="shop_id" value="${escapeHtml(c.id)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(c.name)}</label>`,
    )
    .join('\n');
  const scopes = page.scopes.map((s) => `<li>${escapeHtml(s)}</li>`).join('');
  return layout(
    page.prefix,
    `${page.platformName} — Otorisasi Aplikasi`,
    `<p class="platform">${escapeHtml(page.platformName)} (sandbox)</p>
<h1>Otorisasi ${escapeHtml(page.appName)}</h1>
<p>Aplikasi <strong>${escapeHtml(page.appName)}</strong> meminta izin untuk mengakses ${escapeHtml(page.choiceLabel)} Anda:</p>
<ul class="scopes">${scopes}</ul>
<form method="post" action="${escapeHtml(page.action)}">
${hidden}
<fieldset>
<legend>Pilih ${escapeHtml(page.choiceLabel)}</legend>
${radios}
</fieldset>
<button type="submit">Izinkan</button>
</form>`,
  );
}

export function errorPage(prefix: string, title: string, message: string): string {
  return layout(prefix, title, `<h1>${escapeHtml(title)}</h1>\n<p class="error">${escapeHtml(message)}</p>`);
}

export const CONSENT_CSS = `body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:2rem;color:#1f2933}
.card{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem 2rem;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.platform{color:#ee4d2d;font-weight:600;margin:0}
h1{font-size:1.3rem}
fieldset{border:1px solid #d9dde3;border-radius:8px;margin:1rem 0}
.choice{display:block;padding:.4rem 0;cursor:pointer}
button{background:#ee4d2d;color:#fff;border:0;border-radius:6px;padding:.6rem 1.6rem;font-size:1rem;cursor:pointer}
.error{color:#b42318}`;

/** Adds query parameters to a redirect address that may already carry some. */
export function withParams(url: string, params: Record<string, string | undefined>): string {
  const target = new URL(url);
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') target.searchParams.set(k, v);
  return target.toString();
}
