import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { notificationTarget } from './notification-target.ts';

describe('notificationTarget', () => {
  it('opens the conversation of a chat notification from the bell', () => {
    expect(
      notificationTarget({ marketplace: 'shopee', detail: { shopname: 'Toko Budi', conversationId: 'c-1' } }),
    ).toBe(paths.chat.conversation('c-1'));
    expect(paths.chat.conversation('c-1')).toBe('/panel/chat?conversation=c-1');
  });

  it('opens the notification page for an admin announcement, not an order page', () => {
    expect(notificationTarget({ marketplace: 'announcement', detail: null })).toBe('/panel/notification');
  });
});
