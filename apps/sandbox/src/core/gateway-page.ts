import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './html.ts';

/** The colours that tell one gateway's page from another's. */
export type GatewayTheme = { background: string; brand: string; pay: string };

const css = (
  theme: GatewayTheme,
) => `body{font-family:system-ui,sans-serif;background:${theme.background};margin:0;padding:1.5rem;color:#1f2933}
.card{max-width:26rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.25rem 1.5rem;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.brand{color:${theme.brand};font-weight:700;margin:0 0 .5rem}
.amount{font-size:1.6rem;font-weight:800;margin:.25rem 0}
.muted{color:#52606d;font-size:.9rem;overflow-wrap:anywhere}
fieldset{border:1px solid #d9dde3;border-radius:8px;margin:1rem 0;padding:.5rem 1rem}
label{display:block;padding:.45rem 0;cursor:pointer}
button{width:100%;border:0;border-radius:6px;padding:.7rem;font-size:1rem;cursor:pointer;margin-top:.5rem}
.pay{background:${theme.pay};color:#fff}.cancel{background:#fff;border:1px solid #b42318;color:#b42318}
.expire{background:#f4f5f7;color:#3e4c59}`;

/** A payment gateway's hosted page in the sandbox (Midtrans Snap, DANA's cashier): one card on a phone-wide column. */
export function gatewayPage(theme: GatewayTheme, title: string, body: string) {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${css(theme)}</style></head>
<body><main class="card">${body}</main></body></html>`;
}

/** The tester's three outcomes, posted with the form's other fields. */
const OUTCOME_BUTTONS = `<button class="pay" type="submit" name="action" value="pay">Bayar</button>
<button class="cancel" type="submit" name="action" value="cancel">Batalkan</button>
<button class="expire" type="submit" name="action" value="expire">Biarkan kedaluwarsa</button>`;

/** "Rp 149.000" (Midtrans) or "Rp149.000" (DANA). */
export const rupiahText = (n: number, gap = ' ') =>
  `Rp${gap}${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

/** The pay-method radios of a gateway page, the first one chosen. */
const methodRadios = (name: string, methods: readonly { value: string; label: string }[]) =>
  methods
    .map(
      (m, i) =>
        `<label><input type="radio" name="${name}" value="${m.value}"${i === 0 ? ' checked' : ''}> ${m.label}</label>`,
    )
    .join('\n');

/** Who a gateway's pages are: the tab title's name, the brand line, the colours and how it writes rupiah. */
export type Gateway = { name: string; brand: string; theme: GatewayTheme; rupiahGap: string };

/** The checkout: the amount, the order's lines (already HTML), the pay methods and the tester's outcomes. */
type Checkout = {
  heading: string;
  amount: number;
  details: string[];
  action: string;
  methodField: string;
  methods: readonly { value: string; label: string }[];
};

/** The three pages every sandbox gateway hosts: checkout, the status of a finished payment, not found. */
export function gatewayPages(gateway: Gateway) {
  const layout = (title: string, body: string) =>
    gatewayPage(gateway.theme, title, `<p class="brand">${escapeHtml(gateway.brand)}</p>\n${body}`);
  const rupiah = (n: number) => rupiahText(n, gateway.rupiahGap);
  return {
    rupiah,
    checkout: (page: Checkout) =>
      layout(
        `${gateway.name} — Pembayaran`,
        `<h1>${escapeHtml(page.heading)}</h1>
<p class="amount">${rupiah(page.amount)}</p>
${page.details.filter(Boolean).join('\n')}
<form method="post" action="${escapeHtml(page.action)}">
<fieldset><legend>Metode pembayaran</legend>
${methodRadios(page.methodField, page.methods)}
</fieldset>
${OUTCOME_BUTTONS}
</form>`,
      ),
    result: (heading: string, detail: string, backUrl: string | null) =>
      layout(
        `${gateway.name} — Status`,
        `<h1>${escapeHtml(heading)}</h1>
<p class="muted">${detail}</p>
${backUrl ? `<p><a href="${escapeHtml(backUrl)}">Kembali ke merchant</a></p>` : ''}`,
      ),
    notFound: (heading: string) => layout(gateway.name, `<h1>${escapeHtml(heading)}</h1>`),
  };
}

/** The hosted page posts a form; mounted on its own (tests), an emulator parses it itself. */
export function acceptFormPosts(app: FastifyInstance) {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
