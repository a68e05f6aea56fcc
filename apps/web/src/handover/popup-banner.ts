import { getCookie, setCookie } from '../lib/cookies.ts';
import { POPUP_COOKIE, POPUP_COOKIE_DAYS, shouldShowBanner } from '../shell/popup-cookie.ts';

/** The id of the `<template>` holding the server-drawn PopupBannerView (ssr/render-public.tsx). */
export const POPUP_TEMPLATE_ID = 'popup-banner-view';

/** Marks the shown copy, so the app removes it when it takes over (it shows its own). */
export const SERVER_POPUP_MARK = 'data-server-popup';

/** The app's call for the guests' banner; the server-drawn page preloads it (ssr/render-public.tsx). */
export const GUEST_POPUP_BANNER_URL = '/api/app/popup-banner?subscriptionPackage=guest';

type Banner = { _id: string; link: string; urlImage: string } | null;

/**
 * The guests' popup banner on a server-drawn page, without the app: the same call the app makes
 * (`GET /api/app/popup-banner?subscriptionPackage=guest`), drawn from the server's rendering of the
 * app's own PopupBannerView. X hides it and remembers it for 2 days; the backdrop and Escape hide it.
 */
export async function showPopupBanner() {
  const template = document.getElementById(POPUP_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const banner = (await fetch(GUEST_POPUP_BANNER_URL)
    .then((res) => (res.ok ? res.json() : null))
    .catch(() => null)) as Banner;
  if (!shouldShowBanner(banner ?? undefined, getCookie(POPUP_COOKIE)) || !banner) return;
  // The image has no size of its own in the markup: shown before it loads, the dialog would grow under
  // the reader's eyes (a layout shift Lighthouse counts on `/`). A broken image still shows the dialog.
  await loadImage(banner.urlImage);

  const view = template.content.cloneNode(true) as DocumentFragment;
  view.querySelector('a')?.setAttribute('href', banner.link);
  view.querySelector('img')?.setAttribute('src', banner.urlImage);
  const shown = [...view.children];
  for (const el of shown) el.setAttribute(SERVER_POPUP_MARK, '');
  const returnFocus = document.activeElement as HTMLElement | null;
  const hide = () => {
    for (const el of shown) el.remove();
    document.removeEventListener('keydown', onKey);
    returnFocus?.focus?.();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') hide();
  };
  view.querySelector('[data-popup-close]')?.addEventListener('click', () => {
    setCookie(POPUP_COOKIE, banner._id, POPUP_COOKIE_DAYS);
    hide();
  });
  for (const el of view.querySelectorAll('.mantine-Modal-overlay, .mantine-Modal-inner'))
    el.addEventListener('click', (event) => {
      if (event.target === el) hide();
    });
  document.addEventListener('keydown', onKey);
  document.body.append(view);
  (document.querySelector('[data-popup-close]') as HTMLElement | null)?.focus();
}

function loadImage(src: string): Promise<void> {
  const image = new Image();
  image.src = src;
  return image.decode().catch(() => undefined);
}
