import { useTranslation } from 'react-i18next';
import { PRODUCT_SIDEBAR } from '../../shell/menu-items.ts';
import { SectionLayout } from './section-layout.tsx';

export function Component() {
  const { t } = useTranslation('shell');
  return <SectionLayout items={PRODUCT_SIDEBAR} label={t('sidebar.productLabel')} />;
}
