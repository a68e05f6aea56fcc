import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { landingSectionsFor } from '../../../lib/landing-defaults.ts';
import { LandingPageSections } from '../../../ui/landing-page-sections.tsx';
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
    <LandingPageSections
      sections={sections}
      imageAlt={t('landing.hero.imageAlt')}
      start={{ to: '/register' }}
      more={{ to: '/pricing' }}
      beforeFeatures={<MarketplaceStrip />}
      afterFeatures={
        <>
          <HowItWorks />
          <PricingTeaser />
        </>
      }
      anchors={{ featuresEyebrow: t('landing.features.eyebrow'), featuresId: 'fitur', faqId: 'faq' }}
    />
  );
}
