import type { User } from '@booster/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hidePushPrompt, showPushPrompt } from '../components/push-prompt.tsx';
import { startPushSession } from '../lib/push-session.ts';
import { pushSupported, shouldRegisterPush } from '../lib/push-subscription.ts';

/** The question waits until the seller has settled in the panel, never on a public page. */
export const PUSH_PROMPT_DELAY_MS = 3000;
/** 'Not now' is respected this long before asking again. */
const PROMPT_QUIET_MS = 7 * 24 * 60 * 60 * 1000;
const DISMISSED_KEY = 'booster.pushPromptDismissedAt';

function recentlyDismissed(): boolean {
  const at = Number(globalThis.localStorage?.getItem(DISMISSED_KEY));
  return Number.isFinite(at) && Date.now() - at < PROMPT_QUIET_MS;
}

function rememberDismissal() {
  globalThis.localStorage?.setItem(DISMISSED_KEY, String(Date.now()));
}

const register = () => void startPushSession().catch(() => undefined);

/**
 * Web Push for logged-in non-admin users with an e-mail (spec 6): registers at once where permission
 * was granted earlier; otherwise asks politely inside the panel, and only the browser's own prompt
 * follows a click on 'Turn on'.
 */
export function usePushRegistration(user: User | null) {
  const inPanel = useLocation().pathname.startsWith('/panel');
  const eligible = shouldRegisterPush(user) && pushSupported();
  const userId = user?._id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one registration per logged-in user.
  useEffect(() => {
    if (!eligible || Notification.permission !== 'granted') return;
    register();
  }, [eligible, userId]);

  useEffect(() => {
    if (!eligible || !inPanel || Notification.permission !== 'default' || recentlyDismissed()) return;
    const timer = setTimeout(() => {
      showPushPrompt({
        onEnable: () => {
          void Notification.requestPermission().then((permission) => {
            if (permission === 'granted') register();
          });
        },
        onLater: rememberDismissal,
      });
    }, PUSH_PROMPT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      hidePushPrompt();
    };
  }, [eligible, inPanel]);
}
