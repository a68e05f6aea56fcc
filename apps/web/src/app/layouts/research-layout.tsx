import { useTranslation } from 'react-i18next';
import { RESEARCH_SIDEBAR } from '../../shell/menu-items.ts';
import { SectionLayout } from './section-layout.tsx';

export function Component() {
  const { t } = useTranslation('shell');
  return <SectionLayout items={RESEARCH_SIDEBAR} label={t('sidebar.researchLabel')} />;
}
