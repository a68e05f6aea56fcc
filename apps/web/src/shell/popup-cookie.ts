import type { PopupBanner as Banner } from '@booster/contracts';

/** Spec 9: the X remembers the banner for 2 days in the cookie `popupCookie`. */
export const POPUP_COOKIE = 'popupCookie';
export const POPUP_COOKIE_DAYS = 2;

export function shouldShowBanner(
  banner: Banner | undefined,
  cookie: string | null,
): banner is NonNullable<Banner> {
  return !!banner?._id && cookie !== banner._id;
}
