import type { RealtimeEventName } from '@booster/contracts';

/** The one PostgreSQL NOTIFY channel that carries realtime events between processes. */
export const REALTIME_CHANNEL = 'booster_realtime';

export type Room = `user:${string}` | `account:${string}`;

export type Envelope = { room: Room; event: RealtimeEventName; payload: unknown };
