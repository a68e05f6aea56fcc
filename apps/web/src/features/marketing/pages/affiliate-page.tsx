import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-store.ts';
import { landingSectionsFor } from '../../../lib/landing-defaults.ts';
import { paths } from '../../../lib/paths.ts';
import {
  LandingCta,
  LandingFaq,
  LandingFeatures,
  LandingHero,
  LandingTestimonials,
} from '../../../ui/landing-sections.tsx';
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
    <>
      <LandingHero
        hero={sections.hero}
        imageAlt={t('affiliate.imageAlt')}
        actions={
          <Group gap="sm">
            <Button component={Link} to={start} size="lg">
              {sections.hero.primaryCta}
            </Button>
            {sections.hero.secondaryCta && (
              <Button component="a" href={`#${TIERS_ID}`} size="lg" variant="default">
                {sections.hero.secondaryCta}
              </Button>
            )}
          </Group>
        }
      />
      <LandingFeatures features={sections.features} />
      <CommissionTiers id={TIERS_ID} />
      <LandingTestimonials testimonials={sections.testimonials} />
      <LandingFaq faq={sections.faq} />
      <LandingCta
        cta={sections.cta}
        action={
          <Button component={Link} to={start} size="lg" variant="white" mt="sm">
            {sections.cta.button}
          </Button>
        }
      />
    </>
  );
}
