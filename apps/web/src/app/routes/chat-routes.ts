import { CHAT_MARKETPLACES } from '@booster/domain';
import type { RouteObject } from 'react-router';
import { page } from '../route-helpers.ts';

/** /panel/chat: login required, no popup banner (spec 2). */
export const chatRoutes: RouteObject = {
  id: 'chat',
  path: 'panel/chat',
  lazy: () => import('../layouts/chat-layout.tsx'),
  handle: { requireAuth: true, chatArea: true },
  children: [
    page(undefined, () => import('../../features/chat/pages/inbox-page.tsx'), { title: 'chatInbox' }),
    page(
      'setting/message-template',
      () => import('../../features/chat-settings/pages/message-template-page.tsx'),
      {
        title: 'chatMessageTemplate',
      },
    ),
    page('setting/auto-reply', () => import('../../features/chat-settings/pages/auto-reply-page.tsx'), {
      title: 'chatAutoReply',
    }),
    page('setting/reminder', () => import('../../features/chat-settings/pages/reminder-page.tsx'), {
      title: 'chatReminder',
    }),
    page('report/:marketplace', () => import('../../features/chat-reports/pages/chat-report-page.tsx'), {
      title: 'chatReport',
      marketplaces: CHAT_MARKETPLACES,
    }),
    page('monitor', () => import('../../features/chat-reports/pages/chat-monitor-page.tsx'), {
      title: 'chatMonitor',
    }),
  ],
};
