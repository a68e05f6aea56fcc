import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../errors/index.ts';
import { isApiPath } from '../http/paths.ts';
import { registerCrawlerFiles } from './crawlers.ts';
import { loadPublicPages } from './public-pages.ts';

const NOT_BUILT = `<!doctype html><html lang="id"><meta charset="utf-8"><title>Booster</title>
<body style="font-family:sans-serif;margin:3rem"><h1>Booster</h1>
<p>Aplikasi web belum dibangun. Jalankan <code>npm run build</code>, lalu mulai ulang server.</p></body></html>`;

/**
 * Serves the built web app (and robots.txt and the sitemap): files from WEB_DIST (hashed assets cached for a year), and
 * index.html for every other GET outside /api and /ws so client-side routes survive a reload.
 * Unknown /api paths answer 404 in the error shape.
 */
export async function registerWebApp(app: FastifyInstance, options: { webDist: string; appUrl: string }) {
  registerCrawlerFiles(app, options);
  const indexFile = path.join(options.webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: true,
      index: false,
      // The build wrote .br and .gz next to each text file; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders(reply, file) {
        const immutable = file.startsWith(path.join(options.webDist, 'assets') + path.sep);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const publicDocument = built ? await loadPublicPages(app, options.webDist) : null;

  /** A server-drawn public page (decision 010), else the app's index.html. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-cache');
    const html = await publicDocument?.(request);
    if (!html) return reply.sendFile('index.html');
    // Drawn in the language of the `booster.lang` cookie.
    return reply.header('vary', 'cookie').type('text/html; charset=utf-8').send(html);
  }
  // The static wildcard treats "/" as a directory listing (403).
  if (built) app.get('/', sendPage);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (!wantsPage) return sendNotFound(request, reply);
    if (!built) return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT);
    return sendPage(request, reply);
  });
}
