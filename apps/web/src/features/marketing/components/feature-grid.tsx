import { Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LineIcon, type LineIconName } from './line-icon.tsx';
import { SectionHeading } from './section-heading.tsx';

const FEATURES = [
  { key: 'products', icon: 'box' },
  { key: 'stock', icon: 'layers' },
  { key: 'orders', icon: 'truck' },
  { key: 'chat', icon: 'chat' },
  { key: 'research', icon: 'chart' },
  { key: 'team', icon: 'users' },
] as const satisfies readonly { key: string; icon: LineIconName }[];

/** The six things a seller does in Booster. */
export function FeatureGrid() {
  const { t } = useTranslation('marketing');
  return (
    <Box component="section" py={{ base: 48, md: 80 }} bg="var(--mantine-color-gray-0)" id="fitur">
      <Container size="lg">
        <Stack gap={40}>
          <SectionHeading
            eyebrow={t('landing.features.eyebrow')}
            title={t('landing.features.title')}
            subtitle={t('landing.features.subtitle')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {FEATURES.map((feature) => (
              <Card key={feature.key} withBorder radius="md" padding="lg">
                <Stack gap="sm">
                  <ThemeIcon size={44} radius="md" variant="light">
                    <LineIcon name={feature.icon} />
                  </ThemeIcon>
                  <Title order={3} fz="lg">
                    {t(`landing.features.items.${feature.key}.title`)}
                  </Title>
                  <Text c="dimmed" fz="sm" lh={1.6}>
                    {t(`landing.features.items.${feature.key}.description`)}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
