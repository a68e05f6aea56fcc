// The public pages' own entry (decision 010). The server sent the page as HTML drawn by the app's
// own components; this script keeps it that way for a guest reading it and hands over to the app
// (main entry, React) when the page needs it: a signed-in visitor, another language than the one
// drawn, or the first use of anything on the page other than a link (a button, a field, the menu).
// The app then draws the same page, takes over the typed values and repeats the click.
// Only the styles of the Mantine components the server-drawn pages use (in styles.css's order); the
// app brings all of them when it takes over. ssr/public-styles.test.ts keeps this list complete.
// Mantine's styles sit in the `mantine` cascade layer (as in app-entry.tsx), so app/styles.css wins
// over them whichever of the two stylesheets the browser loads last.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Affix.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
import './app/styles.css';
import { needsAppAtOnce } from './handover/needs-app.ts';
import { showPopupBanner } from './handover/popup-banner.ts';
import { appMounted, takeOverPage } from './handover/take-over.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

const root = document.getElementById('root');
if (root) {
  guardForms(root);
  if (needsAppAtOnce(root)) void takeOverPage(root);
  else {
    takeOverOnFirstUse(root);
    void showPopupBanner();
  }
}

/** A form drawn by the server has no handler: it is never sent as a plain GET; the app sends it. */
function guardForms(root: HTMLElement) {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (appMounted(root) || !(form instanceof HTMLFormElement) || !root.contains(form)) return;
      event.preventDefault();
      const button = event.submitter ?? form.querySelector('[type="submit"]');
      void takeOverPage(root, button ? { target: button } : undefined);
    },
    true,
  );
}

/** A control other than a plain link was used: the app takes over and repeats the last click. */
function takeOverOnFirstUse(root: HTMLElement) {
  const interactive = 'button, input, select, textarea, label, summary, [role="button"], [role="tab"]';
  const onUse = (event: Event) => {
    if (appMounted(root)) return;
    const target = event.target instanceof Element ? event.target.closest(interactive) : null;
    if (!target || !root.contains(target)) return;
    if (event.type === 'focusin' || isTextField(target)) {
      void takeOverPage(root);
      return;
    }
    event.preventDefault();
    void takeOverPage(root, { target });
  };
  document.addEventListener('click', onUse, true);
  document.addEventListener('focusin', onUse, true);
}

function isTextField(el: Element) {
  return (
    el instanceof HTMLTextAreaElement ||
    (el instanceof HTMLInputElement && !['checkbox', 'radio', 'submit', 'button'].includes(el.type))
  );
}

if (import.meta.env.PROD) registerServiceWorker();
