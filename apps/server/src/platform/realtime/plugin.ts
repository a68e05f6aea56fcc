import { access } from '@booster/domain';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../auth/index.ts';
import { requireCtx } from '../auth/index.ts';
import { AppError } from '../errors/index.ts';
import type { RealtimeHub } from './hub.ts';
import { roomsOf } from './rooms.ts';

/**
 * `GET /ws?token=<accessToken>`: a websocket that receives `{event, payload}` frames for the
 * rooms of its user (rooms.ts). The token travels in the query because browsers cannot
 * set headers on a websocket; it is short-lived and redacted from the logs.
 */
export async function registerRealtime(app: FastifyInstance, options: { hub: RealtimeHub; guards: Guards }) {
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  const { hub, guards } = options;

  app.addHook('onReady', () => hub.start());
  app.addHook('onClose', () => hub.stop());

  app.get(
    '/ws',
    {
      websocket: true,
      schema: { hide: true },
      config: { access: access.signedIn() },
      // onRequest: the token is in the query, read before the app-wide access check (preValidation).
      onRequest: async (request: FastifyRequest) => {
        const token = (request.query as { token?: unknown }).token;
        if (typeof token !== 'string' || token === '') throw new AppError('UNAUTHENTICATED');
        await guards.authenticate(request, token);
      },
    },
    (socket, request) => {
      const ctx = requireCtx(request);
      hub.join(socket, roomsOf(ctx));
      socket.on('close', () => hub.leave(socket));
      socket.on('message', (data) => {
        if (data.toString() === 'ping') socket.send('pong');
      });
    },
  );
}
