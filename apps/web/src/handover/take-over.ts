import { restore, snapshot } from './page-state.ts';
import { SERVER_POPUP_MARK } from './popup-banner.ts';

/** What the visitor did on the server-drawn page that the app repeats once it has drawn it. */
export type Intent = { target: Element };

let started: Promise<void> | null = null;
let intent: Intent | null = null;

/**
 * The app (main entry) replaces the server-drawn page. Loaded once; a later call only updates what
 * to repeat. Typed values and the focused field carry over, then the intent is repeated.
 */
export function takeOverPage(root: HTMLElement, next?: Intent): Promise<void> {
  if (next) intent = next;
  started ??= import('../app-entry.tsx').then(({ mountApp }) =>
    mountApp(root, {
      before: () => snapshot(root, intent?.target ?? null),
      after: (state) => {
        root.dataset.appMounted = 'true';
        for (const el of document.querySelectorAll(`[${SERVER_POPUP_MARK}]`)) el.remove();
        restore(root, state);
      },
    }),
  );
  return started;
}

export function appMounted(root: HTMLElement) {
  return root.dataset.appMounted === 'true';
}
