import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-store.ts';
import { landingSectionsFor } from '../../../lib/landing-defaults.ts';
import { paths } from '../../../lib/paths.ts';
import { LandingPageSections } from '../../../ui/landing-page-sections.tsx';
import { landingQueryOptions, preloadLanding } from '../api/landing-query.ts';
import { CommissionTiers } from '../components/commission-tiers.tsx';

export const loader = () => preloadLanding('affiliate');

const TIERS_ID = 'komisi';

/** /affiliate: the affiliate programme explained (sections from /admin/landingpage/affiliate) and its levels. */
export function Component() {
  const { t, i18n } = useTranslation('landing');
  const { isLoggedIn } = useAuth();
  const saved = useQuery(landingQueryOptions('affiliate')).data?.content;
  const sections = landingSectionsFor('affiliate', saved, i18n.language);
  // Members already have their link in the panel; guests sign up first.
  const start = isLoggedIn ? paths.panel.affiliate() : paths.register();
  return (
    <LandingPageSections
      sections={sections}
      imageAlt={t('affiliate.imageAlt')}
      start={{ to: start }}
      more={{ href: `#${TIERS_ID}` }}
      afterFeatures={<CommissionTiers id={TIERS_ID} />}
    />
  );
}
