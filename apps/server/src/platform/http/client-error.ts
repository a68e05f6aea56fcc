import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorCode } from '@booster/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, renderError } from '../errors/index.ts';

const CODES: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

/**
 * Node answers requests it cannot parse (headers over its limit, a malformed request line, a
 * timeout) before Fastify sees them. This writes those answers in the API's error shape; the
 * headers were never read, so the message is in the default language.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError = new AppError(CODES[error.code ?? ''] ?? 'BAD_REQUEST');
  this.log.debug({ err: error }, 'client error before routing');
  if (socket.writable) {
    const body = JSON.stringify(renderError(appError, 'id'));
    socket.write(
      `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
