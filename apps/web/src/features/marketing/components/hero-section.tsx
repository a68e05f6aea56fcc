import {
  Box,
  Button,
  Container,
  Group,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIST_STYLES } from '../lib/list-styles.ts';
import { LineIcon } from './line-icon.tsx';

const POINTS = ['products', 'stock', 'orders', 'chat'] as const;

/** Landing hero: the promise, the four pillars and the two calls to action. */
export function HeroSection() {
  const { t } = useTranslation('marketing');
  return (
    <Box
      component="section"
      py={{ base: 40, md: 72 }}
      style={{
        background:
          'linear-gradient(180deg, var(--mantine-primary-color-light) 0%, var(--mantine-color-body) 100%)',
      }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 48 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Text c="var(--mantine-primary-color-filled)" fw={700} tt="uppercase" fz="sm" lts={0.5}>
              {t('landing.hero.eyebrow')}
            </Text>
            <Title order={1} fz={{ base: 32, sm: 40, md: 48 }} lh={1.1} textWrap="balance">
              {t('landing.hero.title')}
            </Title>
            <Text fz={{ base: 'md', md: 'lg' }} c="dimmed" textWrap="pretty">
              {t('landing.hero.subtitle')}
            </Text>
            <List
              spacing="xs"
              styles={LIST_STYLES}
              icon={
                <ThemeIcon size={22} radius="xl" variant="filled">
                  <LineIcon name="check" size={14} strokeWidth={3} />
                </ThemeIcon>
              }
            >
              {POINTS.map((point) => (
                <List.Item key={point}>{t(`landing.hero.points.${point}`)}</List.Item>
              ))}
            </List>
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
          </Stack>
          <Image
            src="/images/hero-illustration.svg"
            alt={t('landing.hero.imageAlt')}
            w="100%"
            maw={560}
            mx="auto"
            fit="contain"
          />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
