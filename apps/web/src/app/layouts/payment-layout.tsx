import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { SiteHeader, SiteMain, SkipLink } from './frame.tsx';

/** Plan, payment and subscription pages: a calm header and a centred column. */
export function Component() {
  const { t } = useTranslation('shell');
  return (
    <>
      <SkipLink />
      <SiteHeader logoTo={paths.panel.home()}>
        <Anchor component={Link} to={paths.panel.home()} size="sm" fw={500}>
          {t('payment.backToPanel')}
        </Anchor>
      </SiteHeader>
      <SiteMain py={{ base: 'lg', md: 40 }} size="lg">
        <Outlet />
      </SiteMain>
    </>
  );
}
