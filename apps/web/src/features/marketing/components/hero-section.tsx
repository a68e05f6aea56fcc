import { Button, Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckList } from './check-list.tsx';
import { Hero } from './hero.tsx';

const POINTS = ['products', 'stock', 'orders', 'chat'] as const;

/** Landing hero: the promise, the four pillars and the two calls to action. */
export function HeroSection() {
  const { t } = useTranslation('marketing');
  return (
    <Hero
      background="linear-gradient(180deg, var(--mantine-primary-color-light) 0%, var(--mantine-color-body) 100%)"
      gap={48}
      eyebrow={
        <Text c="var(--mantine-primary-color-filled)" fw={700} tt="uppercase" fz="sm" lts={0.5}>
          {t('landing.hero.eyebrow')}
        </Text>
      }
      title={t('landing.hero.title')}
      subtitle={t('landing.hero.subtitle')}
      aside={
        <Image
          src="/images/hero-illustration.svg"
          alt={t('landing.hero.imageAlt')}
          w="100%"
          maw={560}
          mx="auto"
          fit="contain"
        />
      }
    >
      <CheckList
        items={POINTS.map((point) => t(`landing.hero.points.${point}`))}
        spacing="xs"
        markSize={22}
        variant="filled"
      />
      <Group gap="sm">
        <Button component={Link} to="/register" size="lg">
          {t('landing.hero.primaryCta')}
        </Button>
        <Button component={Link} to="/pricing" size="lg" variant="default">
          {t('landing.hero.secondaryCta')}
        </Button>
      </Group>
      <Text fz="sm" c="dimmed">
        {t('landing.hero.note')}
      </Text>
    </Hero>
  );
}
