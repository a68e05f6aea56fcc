import type { LandingSections } from '@booster/contracts';
import { Accordion, Avatar, Box, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CheckList } from './check-list.tsx';
import { FeatureCards } from './feature-cards.tsx';
import {
  BoxIcon,
  ChartIcon,
  ChatIcon,
  type IconComponent,
  LayersIcon,
  TruckIcon,
  UsersIcon,
} from './icons.tsx';
import { CtaBand } from './marketing-cta-band.tsx';
import { Hero } from './marketing-hero.tsx';
import { Section } from './marketing-section.tsx';
import { SectionHeading } from './marketing-section-heading.tsx';

/**
 * The sections of a public page an admin edits (hero, features, testimonials, FAQ, call to action),
 * drawn from saved or default data. The public pages and the admin's live preview use these.
 */

const FEATURE_ICONS: IconComponent[] = [BoxIcon, LayersIcon, TruckIcon, ChatIcon, ChartIcon, UsersIcon];

export function LandingHero({
  hero,
  imageAlt,
  actions,
}: {
  hero: LandingSections['hero'];
  imageAlt: string;
  /** The buttons, with the page's own links. */
  actions: ReactNode;
}) {
  return (
    <Hero
      background="linear-gradient(180deg, var(--mantine-primary-color-light) 0%, var(--mantine-color-body) 100%)"
      gap={48}
      eyebrow={
        hero.eyebrow ? (
          <Text c="var(--mantine-primary-color-filled)" fw={700} tt="uppercase" fz="sm" lts={0.5}>
            {hero.eyebrow}
          </Text>
        ) : null
      }
      title={hero.title}
      subtitle={hero.subtitle}
      aside={
        hero.imageUrl ? (
          // A fixed box: the page does not move when the picture arrives.
          <Box w="100%" maw={560} mx="auto" style={{ aspectRatio: '14 / 11' }}>
            <Image src={hero.imageUrl} alt={imageAlt} w="100%" h="100%" fit="contain" />
          </Box>
        ) : null
      }
    >
      {(hero.points?.length ?? 0) > 0 && (
        <CheckList items={hero.points ?? []} spacing="xs" markSize={22} variant="filled" />
      )}
      {actions}
      {hero.note && (
        <Text fz="sm" c="dimmed">
          {hero.note}
        </Text>
      )}
    </Hero>
  );
}

export function LandingFeatures({
  features,
  eyebrow,
  id,
}: {
  features: LandingSections['features'];
  eyebrow?: string;
  id?: string;
}) {
  if (features.items.length === 0) return null;
  return (
    <Section bg="var(--mantine-color-gray-0)" id={id}>
      <Stack gap={40}>
        {features.title && (
          <SectionHeading
            eyebrow={eyebrow}
            title={features.title}
            subtitle={features.subtitle || undefined}
          />
        )}
        <FeatureCards
          items={features.items.map((item, i) => ({
            key: String(i),
            icon: FEATURE_ICONS[i % FEATURE_ICONS.length],
            title: item.title,
            description: item.description,
          }))}
        />
      </Stack>
    </Section>
  );
}

export function LandingTestimonials({ testimonials }: { testimonials: LandingSections['testimonials'] }) {
  if (testimonials.items.length === 0) return null;
  return (
    <Section>
      <Stack gap={40}>
        {testimonials.title && <SectionHeading title={testimonials.title} />}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {testimonials.items.map((item) => (
            <Card
              key={`${item.name}|${item.quote}`}
              withBorder
              radius="md"
              padding="lg"
              component="figure"
              m={0}
            >
              <Stack gap="md" justify="space-between" h="100%">
                <Text component="blockquote" m={0} lh={1.6}>
                  “{item.quote}”
                </Text>
                <Group gap="sm" component="figcaption" wrap="nowrap">
                  <Avatar src={item.avatarUrl || null} alt="" radius="xl" color="initials" name={item.name} />
                  <div>
                    <Text fw={600} fz="sm">
                      {item.name}
                    </Text>
                    {item.role && (
                      <Text c="dimmed" fz="xs">
                        {item.role}
                      </Text>
                    )}
                  </div>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Section>
  );
}

export function LandingFaq({ faq, id }: { faq: LandingSections['faq']; id?: string }) {
  if (faq.items.length === 0) return null;
  return (
    <Section size="md" id={id}>
      <Stack gap={32}>
        {faq.title && <SectionHeading title={faq.title} />}
        <Accordion variant="separated" radius="md" defaultValue="q0">
          {/* The value becomes an element id: an index, never the question's own words. */}
          {faq.items.map((item, i) => (
            <Accordion.Item key={item.question} value={`q${i}`}>
              <Accordion.Control>
                <Box fw={600}>{item.question}</Box>
              </Accordion.Control>
              <Accordion.Panel c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {item.answer}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Section>
  );
}

export function LandingCta({ cta, action }: { cta: LandingSections['cta']; action: ReactNode }) {
  return <CtaBand title={cta.title} subtitle={cta.subtitle} action={action} />;
}
