// What the realtime bridge does with a frame's payload. These check payloads with the contracts' zod
// schemas, so they load with the first frame (or the first reconnect), not with every panel page.
export { applyChatFrame, resyncChat } from '../features/chat/lib/chat-frames.ts';
export { handleNotifMessage, resyncNotifications } from '../features/notifications/lib/notif-message.ts';
export { applyItemRunProgress } from '../lib/item-run-progress.ts';
export { applyImportProgress } from '../lib/shop-import-frames.ts';
export { resyncShopImports } from '../lib/shop-imports.ts';
