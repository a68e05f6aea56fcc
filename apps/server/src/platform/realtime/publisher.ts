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

export function createRealtimePublisher(pool: pg.Pool, logger: Logger): RealtimePublisher {
  return {
    async publish(room, event, payload) {
      const envelope: Envelope = { room, event, payload: realtimeEvents[event].parse(payload) };
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
}
