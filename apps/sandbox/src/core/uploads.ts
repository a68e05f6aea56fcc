import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type StoredImage = { id: string; contentType: string; data: Buffer };

/** Images uploaded through a platform's media API; served back at `/_assets/uploads/<id>`. */
export class ImageStore {
  private readonly images = new Map<string, StoredImage>();

  put(contentType: string, data: Buffer, idPrefix = 'img'): StoredImage {
    const image = { id: `${idPrefix}-${randomBytes(8).toString('hex')}`, contentType, data };
    this.images.set(image.id, image);
    return image;
  }

  get(id: string): StoredImage | undefined {
    return this.images.get(id);
  }

  /** The path below the sandbox prefix where an uploaded image is served. */
  static path(id: string): string {
    return `/_assets/uploads/${id}`;
  }
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'];

/** Lets a scope receive multipart bodies (the raw bytes; read them with `readMultipart`). */
export function installMultipartParser(app: FastifyInstance) {
  if (app.hasContentTypeParser('multipart/form-data')) return;
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: 12 * 1024 * 1024 },
    (_r, body, done) => done(null, body),
  );
}

/** The multipart fields and files of a request (Node's own FormData parser does the work). */
export async function readMultipart(request: FastifyRequest): Promise<{
  fields: Record<string, string>;
  files: Record<string, { name: string; type: string; data: Buffer }>;
}> {
  const body = request.body;
  if (!Buffer.isBuffer(body)) return { fields: {}, files: {} };
  const form = await new Request('http://sandbox.local/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type'] ?? '') },
    body,
  }).formData();
  const fields: Record<string, string> = {};
  const files: Record<string, { name: string; type: string; data: Buffer }> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else files[key] = { name: value.name, type: value.type, data: Buffer.from(await value.arrayBuffer()) };
  }
  return { fields, files };
}
