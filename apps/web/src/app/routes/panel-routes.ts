import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { Component as PanelLayout } from '../layouts/panel-layout.tsx';
import { forward, page } from '../route-helpers.ts';

const facebook = {
  selectPages: () => import('../../features/facebook/pages/select-pages-page.tsx'),
  feed: () => import('../../features/facebook/pages/feed-page.tsx'),
};

/**
 * The seller panel: login required, top bar, popup banner, titled Booster Panel. Its product, order,
 * research and sub-member pages are areas of their own (areas.ts), patched in under `panel` when first
 * visited.
 */
export const panelRoutes: RouteObject = {
  id: 'panel',
  // The frame of every panel page comes with the app entry (the panel shell), not as a file of its own.
  Component: PanelLayout,
  handle: { requireAuth: true, topbar: true, popupBanner: true },
  children: [
    forward('panel', paths.panel.home()),
    page('panel/home', () => import('../../features/home/pages/home-page.tsx'), { title: 'home' }),
    page('panel/affiliate', () => import('../../features/affiliates/pages/affiliate-panel-page.tsx'), {
      title: 'panelAffiliate',
    }),
    page('panel/notification', () => import('../../features/notifications/pages/notification-page.tsx'), {
      title: 'notifications',
    }),
    page('panel/facebook/select-pages', facebook.selectPages, { title: 'facebookSelectPages' }),
    page('panel/facebook/pages/feed', facebook.feed, { title: 'facebookFeed' }),
  ],
};
