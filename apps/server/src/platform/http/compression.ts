import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Answers smaller than this go as they are. A new connection's first flight is ten segments
 * (initial congestion window, ~14.6 kB), so an answer that fits arrives in the same round trip
 * compressed or not, and compressing it only costs both sides CPU (a 20-row list page is ~9 kB).
 */
const MIN_BYTES = 14 * 1024;
const COMPRESSIBLE = /^(?:application\/(?:json|xml|javascript|[\w.+-]+\+json)|text\/)/i;

type Encoding = 'br' | 'gzip';

/** The best encoding the caller accepts (`q=0` refuses one; `*` accepts any). */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    quality.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (encoding: Encoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function compress(encoding: Encoding, body: Buffer) {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          // Quality 4: most of brotli's gain for a few percent of its best-quality cost, per answer.
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: 6 });
}

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b|\*/i.test(vary))
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

/**
 * Compresses answers built in memory (API JSON, the emulators' answers) with brotli or gzip, as
 * the caller accepts. Files of the web app are streams and were compressed at build time.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    // Measured without copying: most answers are smaller and go as the string they are.
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < MIN_BYTES) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    addVary(reply);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(encoding, body);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
