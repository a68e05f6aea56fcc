import type { LandingContent, LandingLocale, LandingPageName, LandingSections } from '@booster/contracts';
import i18n from 'i18next';

const MAIN_POINTS = ['products', 'stock', 'orders', 'chat'] as const;
const MAIN_FEATURES = ['products', 'stock', 'orders', 'chat', 'research', 'team'] as const;
const MAIN_QUESTIONS = ['security', 'free', 'shops', 'stock', 'team', 'expired'] as const;
const AFFILIATE_POINTS = ['link', 'commission', 'tiers', 'payout'] as const;
const AFFILIATE_STEPS = ['share', 'subscribe', 'earn'] as const;
const AFFILIATE_QUESTIONS = ['who', 'when', 'payout'] as const;

export const MAIN_HERO_IMAGE = '/images/hero-illustration.svg';

/** The landing page `/` as it reads before an admin saves anything (the marketing texts). */
function mainDefaults(lang: LandingLocale): LandingSections {
  const t = i18n.getFixedT(lang, 'marketing');
  const tl = i18n.getFixedT(lang, 'landing');
  return {
    hero: {
      eyebrow: t('landing.hero.eyebrow'),
      title: t('landing.hero.title'),
      subtitle: t('landing.hero.subtitle'),
      imageUrl: MAIN_HERO_IMAGE,
      primaryCta: t('landing.hero.primaryCta'),
      secondaryCta: t('landing.hero.secondaryCta'),
      points: MAIN_POINTS.map((k) => t(`landing.hero.points.${k}`)),
      note: t('landing.hero.note'),
    },
    features: {
      title: t('landing.features.title'),
      subtitle: t('landing.features.subtitle'),
      items: MAIN_FEATURES.map((k) => ({
        title: t(`landing.features.items.${k}.title`),
        description: t(`landing.features.items.${k}.description`),
      })),
    },
    // No made-up quotes: the section shows once an admin adds real ones.
    testimonials: { title: tl('testimonialsTitle'), items: [] },
    faq: {
      title: t('landing.faq.title'),
      items: MAIN_QUESTIONS.map((k) => ({
        question: t(`landing.faq.items.${k}.question`),
        answer: t(`landing.faq.items.${k}.answer`),
      })),
    },
    cta: {
      title: t('landing.cta.title'),
      subtitle: t('landing.cta.subtitle'),
      button: t('landing.cta.button'),
    },
  };
}

/** The affiliate page `/affiliate` before an admin saves anything. */
function affiliateDefaults(lang: LandingLocale): LandingSections {
  const t = i18n.getFixedT(lang, 'landing');
  return {
    hero: {
      eyebrow: t('affiliate.hero.eyebrow'),
      title: t('affiliate.hero.title'),
      subtitle: t('affiliate.hero.subtitle'),
      imageUrl: '',
      primaryCta: t('affiliate.hero.primaryCta'),
      secondaryCta: t('affiliate.hero.secondaryCta'),
      points: AFFILIATE_POINTS.map((k) => t(`affiliate.hero.points.${k}`)),
      note: t('affiliate.hero.note'),
    },
    features: {
      title: t('affiliate.features.title'),
      subtitle: t('affiliate.features.subtitle'),
      items: AFFILIATE_STEPS.map((k) => ({
        title: t(`affiliate.features.items.${k}.title`),
        description: t(`affiliate.features.items.${k}.description`),
      })),
    },
    testimonials: { title: t('testimonialsTitle'), items: [] },
    faq: {
      title: t('affiliate.faq.title'),
      items: AFFILIATE_QUESTIONS.map((k) => ({
        question: t(`affiliate.faq.items.${k}.question`),
        answer: t(`affiliate.faq.items.${k}.answer`),
      })),
    },
    cta: {
      title: t('affiliate.cta.title'),
      subtitle: t('affiliate.cta.subtitle'),
      button: t('affiliate.cta.button'),
    },
  };
}

export function defaultLandingSections(page: LandingPageName, lang: LandingLocale): LandingSections {
  return page === 'main' ? mainDefaults(lang) : affiliateDefaults(lang);
}

export function defaultLandingContent(page: LandingPageName): LandingContent {
  return { id: defaultLandingSections(page, 'id'), en: defaultLandingSections(page, 'en') };
}

/** The sections to show in a language: what is saved (that language, else Indonesian), else the defaults. */
export function landingSectionsFor(
  page: LandingPageName,
  saved: LandingContent | null | undefined,
  language: string,
): LandingSections {
  const lang: LandingLocale = language === 'en' ? 'en' : 'id';
  return saved ? saved[lang] : defaultLandingSections(page, lang);
}
