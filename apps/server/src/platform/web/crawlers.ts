import { CRAWLER_DISALLOWED, INDEXABLE_PAGES } from '@booster/domain';
import type { FastifyInstance } from 'fastify';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** robots.txt and sitemap.xml, with this deployment's own address (a sitemap needs absolute URLs). */
export function registerCrawlerFiles(app: FastifyInstance, options: { appUrl: string }) {
  const robots = [
    '# Booster: the public pages may be indexed; the seller panel, the admin panel, the API,',
    '# the marketplace emulators and the sign-in returns may not.',
    'User-agent: *',
    'Allow: /',
    ...CRAWLER_DISALLOWED.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${options.appUrl}/sitemap.xml`,
    '',
  ].join('\n');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...INDEXABLE_PAGES.map((page) => `  <url><loc>${escapeXml(`${options.appUrl}${page}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  const daily = 'public, max-age=86400';
  app.get('/robots.txt', (_request, reply) =>
    reply.header('cache-control', daily).type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply.header('cache-control', daily).type('application/xml; charset=utf-8').send(sitemap),
  );
}
