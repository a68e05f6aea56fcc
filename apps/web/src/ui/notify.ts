import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/setup.ts';
import { TOAST_MS } from './theme-constants.ts';

const closeButtonProps = () => ({ 'aria-label': i18n.t('dialog.close', { ns: 'common' }) });

/** Toasts: 1500 ms at the bottom of the screen (spec 9). */
export const notify = {
  success(message: string) {
    notifications.show({
      message,
      color: 'teal',
      autoClose: TOAST_MS,
      withBorder: true,
      closeButtonProps: closeButtonProps(),
    });
  },
  error(message: string) {
    notifications.show({
      message,
      color: 'red',
      autoClose: TOAST_MS,
      withBorder: true,
      closeButtonProps: closeButtonProps(),
    });
  },
};
