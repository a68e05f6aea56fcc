import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { replayKeptModalEvents } from './modals-queue.ts';

/** Sends the dialogs asked for before the provider was here; runs after the provider started listening. */
function Replay() {
  // The provider subscribes in a layout effect, so by this (passive) effect it listens.
  useEffect(() => replayKeptModalEvents(), []);
  return null;
}

/** Mantine's ModalsProvider with Booster's labels, loaded with the first dialog (providers.tsx). */
export default function ModalsHost() {
  const { t } = useTranslation('common');
  return (
    <ModalsProvider
      labels={{ confirm: t('dialog.yes'), cancel: t('dialog.no') }}
      modalProps={{ closeButtonProps: { 'aria-label': t('dialog.close') } }}
    >
      <Replay />
    </ModalsProvider>
  );
}
