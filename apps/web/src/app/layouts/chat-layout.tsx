import { useTranslation } from 'react-i18next';
import { CHAT_SIDEBAR } from '../../shell/menu-items.ts';
import { PanelFrame } from './frame.tsx';
import { SectionLayout } from './section-layout.tsx';

/** The chat area: the panel header, the chat sidebar; no top bar and no popup banner. */
export function Component() {
  const { t } = useTranslation('shell');
  return (
    <PanelFrame>
      <SectionLayout items={CHAT_SIDEBAR} label={t('sidebar.chatLabel')} />
    </PanelFrame>
  );
}
