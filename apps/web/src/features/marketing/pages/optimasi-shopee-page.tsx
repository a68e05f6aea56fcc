import { PACKAGES } from '@booster/domain';
import { Alert, Badge, Button, Group, Image, List, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-store.ts';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { paths } from '../../../lib/paths.ts';
import { CheckList } from '../../../ui/check-list.tsx';
import { FeatureCards } from '../../../ui/feature-cards.tsx';
import { CopyIcon, ImageIcon, RocketIcon, SearchIcon, StoreIcon, ToolIcon } from '../../../ui/icons.tsx';
import { CtaBand } from '../../../ui/marketing-cta-band.tsx';
import { Hero } from '../../../ui/marketing-hero.tsx';
import { Section } from '../../../ui/marketing-section.tsx';
import { SectionHeading } from '../../../ui/marketing-section-heading.tsx';

const OFFER = PACKAGES.shopeeOptimization;
const SHOP_LIMIT = OFFER.shopeeProductLimit ?? OFFER.integrationLimitPerMarketplace;

const FEATURES = [
  { key: 'shops', icon: StoreIcon },
  { key: 'bulkEdit', icon: ToolIcon },
  { key: 'boost', icon: RocketIcon },
  { key: 'frame', icon: ImageIcon },
  { key: 'research', icon: SearchIcon },
  { key: 'scrape', icon: CopyIcon },
] as const;

const LIMITS = ['shopeeOnly', 'noMaster', 'noChat'] as const;

/** Where the buy button leads: sign-up for guests, the package selection for members. */
function useOfferTarget() {
  const { isLoggedIn } = useAuth();
  const to = isLoggedIn ? paths.subscription.selectPackage(OFFER.name) : '/register';
  return { to, isLoggedIn };
}

function OfferHero() {
  const { t } = useTranslation('marketing');
  const { to, isLoggedIn } = useOfferTarget();
  return (
    <Hero
      background="linear-gradient(135deg, #fff4e6 0%, #ffe8e0 100%)"
      gap={56}
      eyebrow={
        <Group gap="xs">
          <Image src="/images/marketplaces/shopee.svg" alt="" w={32} h={32} />
          <Badge variant="white" c="#c2410c" size="lg" radius="sm">
            {t('optimasi.hero.eyebrow')}
          </Badge>
        </Group>
      }
      title={t('optimasi.hero.title')}
      subtitle={t('optimasi.hero.subtitle', { limit: SHOP_LIMIT })}
      aside={
        <Paper radius="lg" p={{ base: 'lg', md: 32 }} shadow="md" withBorder>
          <Stack gap="md">
            <Text fw={700}>{t('packages.shopeeOptimization.name')}</Text>
            <Text fz={{ base: 30, md: 44 }} fw={800} lh={1}>
              {t('optimasi.hero.price', { price: formatRupiah(OFFER.monthlyPrice) })}
            </Text>
            <Text c="dimmed" fz="sm">
              {t('optimasi.hero.priceNote')}
            </Text>
            <CheckList
              items={FEATURES.slice(0, 4).map(({ key }) =>
                t(`optimasi.features.items.${key}.title`, { limit: SHOP_LIMIT }),
              )}
              spacing="xs"
              markSize={20}
            />
            <Button component={Link} to={to} fullWidth size="md">
              {isLoggedIn ? t('optimasi.hero.cta') : t('optimasi.hero.ctaGuest')}
            </Button>
          </Stack>
        </Paper>
      }
    >
      <Group gap="sm">
        <Button component={Link} to={to} size="lg">
          {isLoggedIn ? t('optimasi.hero.cta') : t('optimasi.hero.ctaGuest')}
        </Button>
        <Button component={Link} to="/pricing" size="lg" variant="default">
          {t('optimasi.hero.secondary')}
        </Button>
      </Group>
    </Hero>
  );
}

/** /optimasi-shopee: the Shopee optimisation package offer. */
export function Component() {
  const { t } = useTranslation('marketing');
  const { to, isLoggedIn } = useOfferTarget();
  return (
    <>
      <OfferHero />
      <Section>
        <Stack gap={40}>
          <SectionHeading title={t('optimasi.features.title')} />
          <FeatureCards
            items={FEATURES.map(({ key, icon }) => ({
              key,
              icon,
              title: t(`optimasi.features.items.${key}.title`, { limit: SHOP_LIMIT }),
              description: t(`optimasi.features.items.${key}.description`),
            }))}
          />
          <Alert variant="light" color="gray" title={t('optimasi.limits.title')} radius="md">
            <List spacing={4} fz="sm">
              {LIMITS.map((key) => (
                <List.Item key={key}>{t(`optimasi.limits.items.${key}`)}</List.Item>
              ))}
            </List>
          </Alert>
        </Stack>
      </Section>
      <CtaBand
        title={t('optimasi.cta.title')}
        subtitle={t('optimasi.cta.subtitle')}
        action={
          <Button component={Link} to={to} size="lg" variant="white" mt="sm">
            {isLoggedIn ? t('optimasi.hero.cta') : t('optimasi.hero.ctaGuest')}
          </Button>
        }
      />
    </>
  );
}
