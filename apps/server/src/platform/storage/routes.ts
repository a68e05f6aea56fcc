import { access } from '@booster/domain';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../errors/index.ts';
import type { FileStorage } from './storage.ts';

/** A stored file never changes under its key, so browsers and proxies may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `GET /api/files/<key>`: public, so platforms and `<img>` tags can fetch product images. */
export function registerFileRoutes(app: FastifyInstance, storage: FileStorage) {
  app.get<{ Params: { '*': string } }>(
    '/api/files/*',
    {
      schema: { summary: 'A stored file (product images)', tags: ['files'] },
      config: { access: access.public() },
    },
    async (request, reply) => {
      const file = await storage.get(request.params['*']);
      if (!file) return sendNotFound(request, reply);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.data));
    },
  );
}
