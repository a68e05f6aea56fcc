import { Notifications } from '@mantine/notifications';
import { TOAST_MS } from '../ui/theme-constants.ts';

/** Where toasts show (spec 9): at the bottom of the screen for 1500 ms. Loaded with the first toast (providers.tsx). */
export default function Toasts() {
  return <Notifications position="bottom-center" autoClose={TOAST_MS} />;
}
