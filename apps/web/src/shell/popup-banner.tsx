import type { PopupBanner as Banner } from '@booster/contracts';
import { contentRoutes } from '@booster/contracts/routes';
import type { PackageName } from '@booster/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { callApi } from '../lib/api-client.ts';
import { getCookie, setCookie } from '../lib/cookies.ts';
import { keysFor } from '../lib/query-keys.ts';
import { POPUP_COOKIE, POPUP_COOKIE_DAYS, shouldShowBanner } from './popup-cookie.ts';

export { POPUP_COOKIE, POPUP_COOKIE_DAYS, shouldShowBanner } from './popup-cookie.ts';

const contentKeys = keysFor('content');

// The banner's view (Mantine's Modal with its overlay, focus trap and scroll lock) loads only when there
// is a banner to show (issue 17).
const PopupBannerView = lazy(() =>
  import('./popup-banner-view.tsx').then((m) => ({ default: m.PopupBannerView })),
);

export type PopupBannerProps = { subscriptionPackage?: PackageName };

/** The popup of popupBanner-flagged routes: X hides it and sets the cookie, the backdrop only hides it. */
export function PopupBanner({ subscriptionPackage }: PopupBannerProps) {
  const pkg = subscriptionPackage ?? 'guest';
  const [hidden, setHidden] = useState(false);
  const query = useQuery({
    queryKey: contentKeys.custom('popup-banner', pkg),
    queryFn: () => callApi(contentRoutes.popupBanner, { query: { subscriptionPackage: pkg } }),
    retry: false,
    staleTime: 5 * 60_000,
  });
  const banner = query.data ?? undefined;
  if (hidden || !shouldShowBanner(banner, getCookie(POPUP_COOKIE))) return null;

  const close = () => {
    setCookie(POPUP_COOKIE, banner._id, POPUP_COOKIE_DAYS);
    setHidden(true);
  };
  return (
    <Suspense fallback={null}>
      <PopupBannerView banner={banner} onClose={close} onHide={() => setHidden(true)} />
    </Suspense>
  );
}
