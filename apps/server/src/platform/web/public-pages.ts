import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What apps/web/src/ssr/render-public.tsx exports (built into apps/web/dist-ssr/render-public.js). */
type Renderer = {
  publicPageOf(pathname: string): { data: { key: readonly unknown[]; url: string }[] } | null;
  renderPublicPage(
    url: string,
    lang: 'id' | 'en',
    data: { key: readonly unknown[]; value: unknown }[],
  ): { html: string; title: string; lang: string } | null;
};

const LANGUAGE_COOKIE = 'booster.lang';

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

function languageOf(request: FastifyRequest): 'id' | 'en' {
  const cookie = request.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE.replace('.', '\\.')}=(id|en)(?:;|$)`).exec(cookie);
  return match?.[1] === 'en' ? 'en' : 'id';
}

/**
 * The public pages drawn on the server (decision 010): the web build's renderer draws the page's
 * components for a guest into public.html, whose small script hands over to the app when needed.
 * Returns null when the web app has no renderer (not built) so the caller serves index.html.
 */
export async function loadPublicPages(app: FastifyInstance, webDist: string) {
  const template = path.join(webDist, 'public.html');
  const rendererFile = path.join(path.dirname(webDist), 'dist-ssr', 'render-public.js');
  if (!fs.existsSync(template) || !fs.existsSync(rendererFile)) return null;
  const renderer = (await import(pathToFileURL(rendererFile).href)) as Renderer;
  const page = fs.readFileSync(template, 'utf8');

  async function answerOf(url: string): Promise<unknown> {
    const res = await app.inject({ method: 'GET', url });
    return res.statusCode === 200 ? res.json() : undefined;
  }

  async function inMaintenance(): Promise<boolean> {
    const config = (await answerOf('/api/guest/config')) as
      | { maintenance?: { start: string; end: string } }
      | undefined;
    if (!config?.maintenance) return false;
    const now = Date.now();
    return now >= Date.parse(config.maintenance.start) && now < Date.parse(config.maintenance.end);
  }

  /** The page's HTML document, or null when this path is not a server-drawn page (or maintenance is on). */
  return async function publicDocument(request: FastifyRequest): Promise<string | null> {
    const url = request.url;
    const { pathname } = new URL(url, 'http://booster.local');
    const target = renderer.publicPageOf(pathname);
    if (!target || (await inMaintenance())) return null;
    const data = await Promise.all(
      target.data.map(async ({ key, url: apiUrl }) => ({ key, value: await answerOf(apiUrl) })),
    );
    const rendered = renderer.renderPublicPage(
      url,
      languageOf(request),
      data.filter((d) => d.value !== undefined),
    );
    if (!rendered) return null;
    return page
      .replace('<html lang="id"', () => `<html lang="${rendered.lang}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root" data-ssr-path="${escapeHtml(pathname)}">${rendered.html}</div>`,
      );
  };
}
