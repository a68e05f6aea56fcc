import type { FastifyInstance } from 'fastify';
import { localeFromHeader } from '../i18n/index.ts';
import './fastify-types.ts';

export function decorateRequests(app: FastifyInstance) {
  app.decorateRequest('ctx', null);
  app.decorateRequest('locale', {
    getter() {
      return localeFromHeader(this.headers['accept-language']);
    },
  });
}
