// Server-side rendering of the public pages (decision 010): the same page and layout components the
// app draws, rendered to HTML by the Booster server so a visitor's first paint needs no JavaScript.
// Built with `vite build --ssr` into apps/web/dist-ssr; the server imports it at start.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import { Component as AuthLayout } from '../app/layouts/auth-layout.tsx';
import { Component as PublicLayout } from '../app/layouts/public-layout.tsx';
import { cssVariablesResolver, theme } from '../app/theme.ts';
import * as loginAdmin from '../features/auth/pages/login-admin-page.tsx';
import * as login from '../features/auth/pages/login-page.tsx';
import * as register from '../features/auth/pages/register-page.tsx';
import * as resetRequest from '../features/auth/pages/reset-password-request-page.tsx';
import * as affiliate from '../features/marketing/pages/affiliate-page.tsx';
import * as landing from '../features/marketing/pages/landing-page.tsx';
import * as optimasiShopee from '../features/marketing/pages/optimasi-shopee-page.tsx';
import * as pricing from '../features/marketing/pages/pricing-page.tsx';
import * as privacyPolicy from '../features/marketing/pages/privacy-policy-page.tsx';
import { GUEST_POPUP_BANNER_URL, POPUP_TEMPLATE_ID } from '../handover/popup-banner.ts';
import enPublic from '../i18n/bundles/en-public.ts';
import idPublic from '../i18n/bundles/id-public.ts';
import { addAllCatalogues } from '../i18n/catalogues/all.ts';
import { runtimeKey } from '../i18n/keys.ts';
import { i18n, LANGUAGES, type Language } from '../i18n/setup.ts';
import { addBundle } from '../i18n/texts.ts';
import { ChatWidget } from '../shell/chat-widget.tsx';
import { PopupBannerView } from '../shell/popup-banner-view.tsx';
import { type PublicPageData, type PublicPageName, publicPageOf } from './public-pages.ts';

export { type PublicPageData, publicPageOf } from './public-pages.ts';

const PAGES: Record<PublicPageName, { layout: 'public' | 'auth'; Component: ComponentType }> = {
  landing: { layout: 'public', Component: landing.Component },
  optimasiShopee: { layout: 'public', Component: optimasiShopee.Component },
  pricing: { layout: 'public', Component: pricing.Component },
  privacyPolicy: { layout: 'public', Component: privacyPolicy.Component },
  affiliate: { layout: 'public', Component: affiliate.Component },
  login: { layout: 'auth', Component: login.Component },
  loginAdmin: { layout: 'auth', Component: loginAdmin.Component },
  register: { layout: 'auth', Component: register.Component },
  resetPasswordRequest: { layout: 'auth', Component: resetRequest.Component },
};

const bundles: Record<Language, Record<string, Record<string, unknown>>> = { id: idPublic, en: enPublic };

// The app's own i18next instance (i18n/setup.ts) holds every public text of both languages and the
// contracts' catalogues (a form's messages): code that reads it directly (the landing defaults) finds
// them; each page renders with a clone in its language.
for (const lng of LANGUAGES) addBundle(i18n, lng, bundles[lng]);
addAllCatalogues(i18n);
const instances = new Map<Language, I18n>(LANGUAGES.map((lng) => [lng, i18n.cloneInstance({ lng })]));

const noop = () => undefined;

export type RenderedPage = { html: string; title: string; lang: Language };

/**
 * The HTML of a public page for a guest, or null when the path is not one the server draws.
 * `data` holds the answers of the page's API calls (see `publicPageOf(...).data`), keyed like the app's queries.
 */
export function renderPublicPage(url: string, lang: Language, data: PublicPageData): RenderedPage | null {
  const { pathname } = new URL(url, 'http://booster.local');
  const page = publicPageOf(pathname);
  if (!page) return null;
  const texts = instances.get(lang) ?? i18n;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const { key, value } of data) queryClient.setQueryData(key, value);
  const { layout, Component } = PAGES[page.name];
  const Layout = layout === 'public' ? PublicLayout : AuthLayout;

  const html = renderToString(
    <I18nextProvider i18n={texts}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <StaticRouter location={url}>
            <Routes>
              <Route element={<Layout />}>
                <Route path="*" element={<Component />} />
              </Route>
            </Routes>
            <div className={page.chatWidgetWideOnly ? 'ssr-wide-only' : undefined}>
              <ChatWidget />
            </div>
            {page.popupBanner && (
              <template id={POPUP_TEMPLATE_ID}>
                <PopupBannerView
                  banner={{ link: '#', urlImage: 'data:,' }}
                  onClose={noop}
                  onHide={noop}
                  withinPortal={false}
                />
              </template>
            )}
          </StaticRouter>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  // The document title the root shell sets in the app (useDocumentTitle).
  const title = `${texts.t(runtimeKey<'routes'>(page.title), { ns: 'routes' })} · ${texts.t('common:panelTitle')}`;
  // The banner's call starts with the page, not after the script: it is the page's largest paint when shown.
  const preload = page.popupBanner
    ? `<link rel="preload" as="fetch" href="${GUEST_POPUP_BANNER_URL}" crossorigin="anonymous">`
    : '';
  return { html: preload + html, title, lang };
}
