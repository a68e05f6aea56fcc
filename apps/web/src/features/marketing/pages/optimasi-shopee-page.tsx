import { PACKAGES } from '@booster/domain';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Image,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../app/auth-store.ts';
import { CtaBand } from '../components/cta-band.tsx';
import { LineIcon, type LineIconName } from '../components/line-icon.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { formatIdr } from '../lib/format-idr.ts';
import { LIST_STYLES } from '../lib/list-styles.ts';

const OFFER = PACKAGES.shopeeOptimization;
const SHOP_LIMIT = OFFER.shopeeProductLimit ?? OFFER.integrationLimitPerMarketplace;

const FEATURES = [
  { key: 'shops', icon: 'store' },
  { key: 'bulkEdit', icon: 'tool' },
  { key: 'boost', icon: 'rocket' },
  { key: 'frame', icon: 'image' },
  { key: 'research', icon: 'search' },
  { key: 'scrape', icon: 'copy' },
] as const satisfies readonly { key: string; icon: LineIconName }[];

const LIMITS = ['shopeeOnly', 'noMaster', 'noChat'] as const;

/** Where the buy button leads: sign-up for guests, the package selection for members. */
function useOfferTarget() {
  const { isLoggedIn } = useAuth();
  const to = isLoggedIn
    ? `/panel/subscription/select-package?${new URLSearchParams({ packageName: OFFER.name })}`
    : '/register';
  return { to, isLoggedIn };
}

function OfferHero() {
  const { t } = useTranslation('marketing');
  const { to, isLoggedIn } = useOfferTarget();
  return (
    <Box
      component="section"
      py={{ base: 40, md: 72 }}
      style={{ background: 'linear-gradient(135deg, #fff4e6 0%, #ffe8e0 100%)' }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 56 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Group gap="xs">
              <Image src="/images/marketplaces/shopee.svg" alt="" w={32} h={32} />
              <Badge variant="white" c="#c2410c" size="lg" radius="sm">
                {t('optimasi.hero.eyebrow')}
              </Badge>
            </Group>
            <Title order={1} fz={{ base: 32, sm: 40, md: 48 }} lh={1.1} textWrap="balance">
              {t('optimasi.hero.title')}
            </Title>
            <Text fz={{ base: 'md', md: 'lg' }} c="dimmed" textWrap="pretty">
              {t('optimasi.hero.subtitle', { limit: SHOP_LIMIT })}
            </Text>
            <Group gap="sm">
              <Button component={Link} to={to} size="lg">
                {isLoggedIn ? t('optimasi.hero.cta') : t('optimasi.hero.ctaGuest')}
              </Button>
              <Button component={Link} to="/pricing" size="lg" variant="default">
                {t('optimasi.hero.secondary')}
              </Button>
            </Group>
          </Stack>
          <Paper radius="lg" p={{ base: 'lg', md: 32 }} shadow="md" withBorder>
            <Stack gap="md">
              <Text fw={700}>{t('packages.shopeeOptimization.name')}</Text>
              <Text fz={{ base: 30, md: 44 }} fw={800} lh={1}>
                {t('optimasi.hero.price', { price: formatIdr(OFFER.monthlyPrice) })}
              </Text>
              <Text c="dimmed" fz="sm">
                {t('optimasi.hero.priceNote')}
              </Text>
              <List
                styles={LIST_STYLES}
                spacing="xs"
                icon={
                  <ThemeIcon size={20} radius="xl" variant="light">
                    <LineIcon name="check" size={14} strokeWidth={3} />
                  </ThemeIcon>
                }
              >
                {FEATURES.slice(0, 4).map((feature) => (
                  <List.Item key={feature.key}>
                    {t(`optimasi.features.items.${feature.key}.title`, { limit: SHOP_LIMIT })}
                  </List.Item>
                ))}
              </List>
              <Button component={Link} to={to} fullWidth size="md">
                {isLoggedIn ? t('optimasi.hero.cta') : t('optimasi.hero.ctaGuest')}
              </Button>
            </Stack>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** /optimasi-shopee: the Shopee optimisation package offer. */
export function Component() {
  const { t } = useTranslation('marketing');
  const { to, isLoggedIn } = useOfferTarget();
  return (
    <>
      <OfferHero />
      <Box component="section" py={{ base: 48, md: 80 }}>
        <Container size="lg">
          <Stack gap={40}>
            <SectionHeading title={t('optimasi.features.title')} />
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {FEATURES.map((feature) => (
                <Card key={feature.key} withBorder radius="md" padding="lg">
                  <Stack gap="sm">
                    <ThemeIcon size={44} radius="md" variant="light">
                      <LineIcon name={feature.icon} />
                    </ThemeIcon>
                    <Title order={3} fz="lg">
                      {t(`optimasi.features.items.${feature.key}.title`, { limit: SHOP_LIMIT })}
                    </Title>
                    <Text c="dimmed" fz="sm" lh={1.6}>
                      {t(`optimasi.features.items.${feature.key}.description`)}
                    </Text>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
            <Alert variant="light" color="gray" title={t('optimasi.limits.title')} radius="md">
              <List spacing={4} fz="sm">
                {LIMITS.map((key) => (
                  <List.Item key={key}>{t(`optimasi.limits.items.${key}`)}</List.Item>
                ))}
              </List>
            </Alert>
          </Stack>
        </Container>
      </Box>
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
