import { useTranslation } from 'react-i18next';
import { SUB_MEMBER_SIDEBAR } from '../../shell/menu-items.ts';
import { SectionLayout } from './section-layout.tsx';

/** Admin management, sidebar titled "Kelola Admin". */
export function Component() {
  const { t } = useTranslation('shell');
  return <SectionLayout items={SUB_MEMBER_SIDEBAR} label={t('sidebar.manageAdminsTitle')} />;
}
