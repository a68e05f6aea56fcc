import { realtimeFrameSchema } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { asRealtimeFrame } from './realtime-client.ts';

describe('asRealtimeFrame', () => {
  it.each([
    { event: 'notif', payload: { type: 'order' } },
    { event: 'account.user-updated.v1', payload: { userId: 'u1' }, extra: 1 },
    { event: 'chat.presence.v1' },
    { event: 42, payload: {} },
    { payload: {} },
    null,
    'pong',
    [1, 2],
  ])('reads %j as the contract’s realtimeFrameSchema does', (value) => {
    const parsed = realtimeFrameSchema.safeParse(value);
    expect(asRealtimeFrame(value)).toEqual(parsed.success ? parsed.data : null);
  });
});
