import { i18n } from '../i18n/setup.ts';

/** Spec 9: the page title alternates every second until the tab is visible again. */
export const TITLE_BLINK_MS = 1000;
const ALERT_ICON = '/favicon-alert.svg';
const DEFAULT_ICON = '/favicon.svg';

let timer: ReturnType<typeof setInterval> | undefined;

function setIcon(href: string) {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link) link.href = href;
}

export function stopTitleBlink(defaultTitle?: string) {
  if (timer === undefined) return;
  clearInterval(timer);
  timer = undefined;
  if (defaultTitle) document.title = defaultTitle;
  setIcon(DEFAULT_ICON);
}

/** Alternates the title between the current one and 'Ada pesan baru' (and swaps the icon). */
export function startTitleBlink() {
  if (typeof document === 'undefined' || document.visibilityState === 'visible' || timer !== undefined)
    return;
  const defaultTitle = document.title;
  const alertTitle = i18n.t('newMessageTitle', { ns: 'common' });
  let alternate = false;
  timer = setInterval(() => {
    alternate = !alternate;
    document.title = alternate ? alertTitle : defaultTitle;
    setIcon(alternate ? ALERT_ICON : DEFAULT_ICON);
  }, TITLE_BLINK_MS);
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', onVisible);
    stopTitleBlink(defaultTitle);
  };
  document.addEventListener('visibilitychange', onVisible);
}
