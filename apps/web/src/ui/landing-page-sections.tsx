import type { LandingSections } from '@booster/contracts';
import { Button, type ButtonProps, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  LandingCta,
  LandingFaq,
  LandingFeatures,
  LandingHero,
  LandingTestimonials,
} from './landing-sections.tsx';

/** Where a landing button leads: a page of the app, a place on this page, or nowhere (the admin's preview). */
export type LandingTarget = { to: string } | { href: string } | null;

function TargetButton({
  target,
  children,
  ...props
}: ButtonProps & { target: LandingTarget; children: ReactNode }) {
  if (target && 'to' in target)
    return (
      <Button component={Link} to={target.to} {...props}>
        {children}
      </Button>
    );
  if (target && 'href' in target)
    return (
      <Button component="a" href={target.href} {...props}>
        {children}
      </Button>
    );
  return <Button {...props}>{children}</Button>;
}

export type LandingPageSectionsProps = {
  sections: LandingSections;
  imageAlt: string;
  /** The hero's first button and the closing call's button. */
  start: LandingTarget;
  /** The hero's second button, when the sections have one. */
  more: LandingTarget;
  /** A page's own blocks between the hero and the features (a marketplace strip). */
  beforeFeatures?: ReactNode;
  /** A page's own blocks between the features and the testimonials. */
  afterFeatures?: ReactNode;
  /** The features' small heading and anchor, and the FAQ's anchor, on the page that links to them. */
  anchors?: { featuresEyebrow: string; featuresId: string; faqId: string };
};

/**
 * The sections of an edited landing page in their order: the hero with its two buttons, the features,
 * the testimonials, the FAQ, and the closing call to action.
 */
export function LandingPageSections({
  sections,
  imageAlt,
  start,
  more,
  beforeFeatures,
  afterFeatures,
  anchors,
}: LandingPageSectionsProps) {
  return (
    <>
      <LandingHero
        hero={sections.hero}
        imageAlt={imageAlt}
        actions={
          <Group gap="sm">
            <TargetButton target={start} size="lg">
              {sections.hero.primaryCta}
            </TargetButton>
            {sections.hero.secondaryCta && (
              <TargetButton target={more} size="lg" variant="default">
                {sections.hero.secondaryCta}
              </TargetButton>
            )}
          </Group>
        }
      />
      {beforeFeatures}
      <LandingFeatures
        features={sections.features}
        eyebrow={anchors?.featuresEyebrow}
        id={anchors?.featuresId}
      />
      {afterFeatures}
      <LandingTestimonials testimonials={sections.testimonials} />
      <LandingFaq faq={sections.faq} id={anchors?.faqId} />
      <LandingCta
        cta={sections.cta}
        action={
          <TargetButton target={start} size="lg" variant="white" mt="sm">
            {sections.cta.button}
          </TargetButton>
        }
      />
    </>
  );
}
