import { keysFor } from '../../../lib/query-keys.ts';

/** Query keys of the chat settings: templates, and per chat shop its auto-reply and reminders. */
export const templateKeys = keysFor('chat-templates');
export const autoReplyKeys = keysFor('chat-auto-reply');
export const reminderKeys = keysFor('chat-reminders');
