import pg from 'pg';
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import { type Envelope, REALTIME_CHANNEL, type Room } from './channel.ts';

const HEARTBEAT_MS = 30_000;

/**
 * Another NOTIFY channel heard on the hub's connection: `notify` gets each payload, `listening`
 * whether the channel is heard (false while the connection is lost: notifications may be missed).
 */
export type Signal = { notify(payload: string): void; listening(up: boolean): void };

/**
 * The sockets of this process, by room. It LISTENs on the realtime channel, so an event
 * published by any process (API or worker) reaches the sockets held here; `signals` ride on the
 * same connection.
 */
export function createRealtimeHub(options: {
  connectionString: string;
  logger: Logger;
  signals?: Record<string, Signal>;
}) {
  const signals = Object.entries(options.signals ?? {});
  const log = options.logger.child({ component: 'realtime' });
  const rooms = new Map<Room, Set<WebSocket>>();
  const socketRooms = new Map<WebSocket, Room[]>();
  const alive = new WeakSet<WebSocket>();
  let listener: pg.Client | null = null;
  let stopped = false;
  let retryMs = 500;
  let heartbeat: NodeJS.Timeout | null = null;

  function deliver(envelope: Envelope) {
    // Serialised and encoded once for every socket of the room (a string would be encoded per send).
    const frame = Buffer.from(JSON.stringify({ event: envelope.event, payload: envelope.payload }));
    for (const socket of rooms.get(envelope.room) ?? []) {
      if (socket.readyState === socket.OPEN) socket.send(frame, { binary: false });
    }
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: options.connectionString,
      application_name: 'booster-realtime',
    });
    const reconnect = () => {
      if (listener !== client) return;
      listener = null;
      for (const [, signal] of signals) signal.listening(false);
      client.end().catch(() => undefined);
      if (stopped) return;
      log.warn({ retryMs }, 'realtime listener lost; reconnecting');
      setTimeout(() => connect().catch(() => undefined), retryMs).unref();
      retryMs = Math.min(retryMs * 2, 30_000);
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    client.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel !== REALTIME_CHANNEL) {
        options.signals?.[message.channel]?.notify(message.payload);
        return;
      }
      try {
        deliver(JSON.parse(message.payload) as Envelope);
      } catch (err) {
        log.warn({ err }, 'unreadable realtime notification');
      }
    });
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_CHANNEL}`);
      for (const [channel, signal] of signals) {
        await client.query(`LISTEN ${channel}`);
        signal.listening(true);
      }
      retryMs = 500;
    } catch (err) {
      reconnect();
      throw err;
    }
  }

  return {
    async start() {
      stopped = false;
      await connect();
      heartbeat = setInterval(() => {
        for (const socket of socketRooms.keys()) {
          if (!alive.has(socket)) {
            socket.terminate();
            continue;
          }
          alive.delete(socket);
          socket.ping();
        }
      }, HEARTBEAT_MS);
      heartbeat.unref();
    },

    join(socket: WebSocket, joined: Room[]) {
      socketRooms.set(socket, joined);
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
      for (const room of joined) {
        const set = rooms.get(room) ?? new Set();
        set.add(socket);
        rooms.set(room, set);
      }
    },

    leave(socket: WebSocket) {
      for (const room of socketRooms.get(socket) ?? []) {
        const set = rooms.get(room);
        set?.delete(socket);
        if (set?.size === 0) rooms.delete(room);
      }
      socketRooms.delete(socket);
    },

    async stop() {
      stopped = true;
      if (heartbeat) clearInterval(heartbeat);
      for (const socket of socketRooms.keys()) socket.close(1001, 'server shutting down');
      const client = listener;
      listener = null;
      for (const [, signal] of signals) signal.listening(false);
      await client?.end().catch(() => undefined);
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
