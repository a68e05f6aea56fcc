import type { RealtimeEventName } from '@booster/contracts';

/** The one PostgreSQL NOTIFY channel that carries realtime events between processes. */
export const REALTIME_CHANNEL = 'booster_realtime';

/**
 * `user:<id>` and `account:<id>` hold every socket of that user / tenant; `notifications:<accountId>`
 * only those of the tenant's users allowed to see its notifications, `chat:<accountId>` those allowed
 * the chat menu (see rooms.ts).
 */
export type Room = `user:${string}` | `account:${string}` | `notifications:${string}` | `chat:${string}`;

export type Envelope = { room: Room; event: RealtimeEventName; payload: unknown };
