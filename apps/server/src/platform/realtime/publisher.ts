import { type RealtimeEventName, type RealtimeEventPayload, realtimeEvents } from '@booster/contracts';
import type pg from 'pg';
import type { Logger } from 'pino';
import { type Envelope, REALTIME_CHANNEL, type Room } from './channel.ts';

export type RealtimePublisher = {
  /**
   * Sends an event to every socket in the room, in every process. Call it after the transaction
   * commits; a failure is logged, not thrown, because the change itself has already happened.
   */
  publish<E extends RealtimeEventName>(room: Room, event: E, payload: RealtimeEventPayload<E>): Promise<void>;
};

// NOTIFY payloads are limited to 8000 bytes: events carry ids, clients fetch the rest.
const MAX_PAYLOAD_BYTES = 7900;

/** Told of each event this process publishes, synchronously, before any process hears it. */
export type PublishListener = (envelope: Envelope) => void;

export function createRealtimePublisher(pool: pg.Pool, logger: Logger) {
  const listeners: PublishListener[] = [];
  const publisher: RealtimePublisher = {
    async publish(room, event, payload) {
      const envelope: Envelope = { room, event, payload: realtimeEvents[event].parse(payload) };
      for (const listener of listeners) listener(envelope);
      const text = JSON.stringify(envelope);
      if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
        logger.error({ event, room }, 'realtime payload too large; not sent');
        return;
      }
      try {
        await pool.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, text]);
      } catch (err) {
        logger.warn({ err, event, room }, 'realtime event not published');
      }
    },
  };
  return {
    ...publisher,
    /** Local reactions to this process's own events (the auth cache forgets a changed member at once). */
    onPublish(listener: PublishListener) {
      listeners.push(listener);
    },
  };
}
