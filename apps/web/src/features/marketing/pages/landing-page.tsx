import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CtaBand } from '../components/cta-band.tsx';
import { FaqSection } from '../components/faq-section.tsx';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { HeroSection } from '../components/hero-section.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { MarketplaceStrip } from '../components/marketplace-strip.tsx';
import { PricingTeaser } from '../components/pricing-teaser.tsx';

/** The landing page at /. */
export function Component() {
  const { t } = useTranslation('marketing');
  const { hash } = useLocation();
  // The header links to /#fitur and /#faq: scroll to the section once the page is drawn.
  useEffect(() => {
    if (hash)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);
  return (
    <>
      <HeroSection />
      <MarketplaceStrip />
      <FeatureGrid />
      <HowItWorks />
      <PricingTeaser />
      <FaqSection />
      <CtaBand
        title={t('landing.cta.title')}
        subtitle={t('landing.cta.subtitle')}
        action={
          <Button component={Link} to="/register" size="lg" variant="white" mt="sm">
            {t('landing.cta.button')}
          </Button>
        }
      />
    </>
  );
}
