import { Badge, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../ui/marketing-section.tsx';
import { MARKETPLACE_BRANDS } from '../lib/marketplace-brands.ts';

/** The marketplaces Booster connects to, as our own initial marks. */
export function MarketplaceStrip() {
  const { t } = useTranslation('marketing');
  return (
    <Section py={{ base: 32, md: 40 }} aria-labelledby="marketplaces-title">
      <Stack gap="lg" align="center">
        <Text id="marketplaces-title" fw={600} c="dimmed" ta="center">
          {t('landing.marketplaces.title')}
        </Text>
        <Group justify="center" gap="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {MARKETPLACE_BRANDS.map((brand) => (
            <Group key={brand.key} component="li" gap={8} wrap="nowrap">
              {/* Only the mark fades for a coming-soon marketplace; its name keeps full contrast. */}
              <Image src={brand.image} alt="" w={36} h={36} style={{ opacity: brand.comingSoon ? 0.5 : 1 }} />
              <Text fw={700} fz="md">
                {brand.name}
              </Text>
              {brand.comingSoon && (
                <Badge size="xs" variant="outline" color="dark">
                  {t('landing.marketplaces.comingSoon')}
                </Badge>
              )}
            </Group>
          ))}
        </Group>
      </Stack>
    </Section>
  );
}
