/**
 * Approves a sandbox consent page the way a seller's browser does: GET the authorize URL (an HTML
 * page listing the seeded shops as radio buttons), POST its form with the chosen shop, and read
 * the 302 back to our callback. Used for the Tokopedia confirmation in sandbox mode and by tests.
 */
export type ConsentOption = { name: string; value: string; label: string };

const attr = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i'))?.[1] ??
  tag.match(new RegExp(`\\s${name}\\s*=\\s*'([^']*)'`, 'i'))?.[1] ??
  null;

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function parseConsentPage(html: string, pageUrl: string) {
  const formTag = html.match(/<form\b[^>]*>/i)?.[0] ?? '';
  const action = new URL(decode(attr(formTag, 'action') ?? `${new URL(pageUrl).pathname}/approve`), pageUrl);
  // Keep the authorize query when the form posts to a bare path (the page's own parameters).
  if (!attr(formTag, 'action')) action.search = new URL(pageUrl).search;
  const hidden: Record<string, string> = {};
  const options: ConsentOption[] = [];
  const inputs = html.matchAll(/<input\b[^>]*>([^<]*)/gi);
  for (const match of inputs) {
    const tag = match[0];
    const type = (attr(tag, 'type') ?? 'text').toLowerCase();
    const name = attr(tag, 'name');
    if (!name) continue;
    const value = decode(attr(tag, 'value') ?? '');
    if (type === 'radio') {
      const id = attr(tag, 'id');
      const labelFor = id
        ? html.match(new RegExp(`<label[^>]*for="${id}"[^>]*>([\\s\\S]*?)</label>`, 'i'))?.[1]
        : null;
      const label = (labelFor ?? match[1] ?? '').replace(/<[^>]+>/g, ' ');
      options.push({ name, value, label: decode(label).replace(/\s+/g, ' ').trim() });
    } else if (type === 'hidden') {
      hidden[name] = value;
    }
  }
  return { action: action.toString(), hidden, options };
}

export async function approveConsent(
  http: typeof fetch,
  authorizeUrl: string,
  choose: (options: ConsentOption[]) => ConsentOption | undefined,
): Promise<URL> {
  const page = await http(authorizeUrl, { redirect: 'manual' });
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}`);
  const form = parseConsentPage(await page.text(), authorizeUrl);
  const chosen = choose(form.options);
  if (!chosen) throw new Error('no shop to choose on the consent page');
  const body = new URLSearchParams({ ...form.hidden, [chosen.name]: chosen.value });
  const answer = await http(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (answer.status < 300 || answer.status >= 400 || !location) {
    throw new Error(`consent approval answered ${answer.status}`);
  }
  return new URL(location, form.action);
}
