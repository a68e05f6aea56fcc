import { PACKAGE_NAMES, PACKAGES } from '@booster/domain';
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { CheckList } from '../../../ui/check-list.tsx';
import { Section } from '../../../ui/marketing-section.tsx';

const HIGHLIGHTS = ['free', 'premium', 'team'] as const;

/** Lowest paid price, from the package data in the domain package. */
function lowestPaidPrice(): number {
  return Math.min(...PACKAGE_NAMES.map((name) => PACKAGES[name].monthlyPrice).filter((price) => price > 0));
}

/** A short pricing pitch linking to /pricing. */
export function PricingTeaser() {
  const { t } = useTranslation('marketing');
  return (
    <Section py={{ base: 48, md: 72 }} bg="var(--mantine-color-gray-0)">
      <Paper withBorder radius="lg" p={{ base: 'lg', md: 40 }} shadow="sm">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
          <Stack gap="sm">
            <Title order={2} fz={{ base: 24, md: 32 }} lh={1.2}>
              {t('landing.pricing.title')}
            </Title>
            <Text c="dimmed" fz="lg">
              {t('landing.pricing.subtitle', { price: formatRupiah(lowestPaidPrice()) })}
            </Text>
            <Button component={Link} to="/pricing" size="md" w="fit-content" mt="sm">
              {t('landing.pricing.cta')}
            </Button>
          </Stack>
          <CheckList
            items={HIGHLIGHTS.map((key) => t(`landing.pricing.highlights.${key}`))}
            spacing="md"
            markSize={24}
          />
        </SimpleGrid>
      </Paper>
    </Section>
  );
}
