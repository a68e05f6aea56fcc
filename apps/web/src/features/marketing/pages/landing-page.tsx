import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { landingSectionsFor } from '../../../lib/landing-defaults.ts';
import {
  LandingCta,
  LandingFaq,
  LandingFeatures,
  LandingHero,
  LandingTestimonials,
} from '../../../ui/landing-sections.tsx';
import { landingQueryOptions, preloadLanding } from '../api/landing-query.ts';
import { HowItWorks } from '../components/how-it-works.tsx';
import { MarketplaceStrip } from '../components/marketplace-strip.tsx';
import { PricingTeaser } from '../components/pricing-teaser.tsx';

export const loader = () => preloadLanding('main');

/** The landing page at /: the sections an admin saved (/admin/landingpage/main), else the defaults. */
export function Component() {
  const { t, i18n } = useTranslation('marketing');
  const { hash } = useLocation();
  const saved = useQuery(landingQueryOptions('main')).data?.content;
  const sections = landingSectionsFor('main', saved, i18n.language);
  // The header links to /#fitur and /#faq: scroll to the section once the page is drawn.
  useEffect(() => {
    if (hash)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);
  return (
    <>
      <LandingHero
        hero={sections.hero}
        imageAlt={t('landing.hero.imageAlt')}
        actions={
          <Group gap="sm">
            <Button component={Link} to="/register" size="lg">
              {sections.hero.primaryCta}
            </Button>
            {sections.hero.secondaryCta && (
              <Button component={Link} to="/pricing" size="lg" variant="default">
                {sections.hero.secondaryCta}
              </Button>
            )}
          </Group>
        }
      />
      <MarketplaceStrip />
      <LandingFeatures features={sections.features} eyebrow={t('landing.features.eyebrow')} id="fitur" />
      <HowItWorks />
      <PricingTeaser />
      <LandingTestimonials testimonials={sections.testimonials} />
      <LandingFaq faq={sections.faq} id="faq" />
      <LandingCta
        cta={sections.cta}
        action={
          <Button component={Link} to="/register" size="lg" variant="white" mt="sm">
            {sections.cta.button}
          </Button>
        }
      />
    </>
  );
}
