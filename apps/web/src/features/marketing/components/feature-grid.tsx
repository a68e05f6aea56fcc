import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BoxIcon, ChartIcon, ChatIcon, LayersIcon, TruckIcon, UsersIcon } from '../../../ui/icons.tsx';
import { FeatureCards } from './feature-cards.tsx';
import { Section } from './section.tsx';
import { SectionHeading } from './section-heading.tsx';

const FEATURES = [
  { key: 'products', icon: BoxIcon },
  { key: 'stock', icon: LayersIcon },
  { key: 'orders', icon: TruckIcon },
  { key: 'chat', icon: ChatIcon },
  { key: 'research', icon: ChartIcon },
  { key: 'team', icon: UsersIcon },
] as const;

/** The six things a seller does in Booster. */
export function FeatureGrid() {
  const { t } = useTranslation('marketing');
  return (
    <Section bg="var(--mantine-color-gray-0)" id="fitur">
      <Stack gap={40}>
        <SectionHeading
          eyebrow={t('landing.features.eyebrow')}
          title={t('landing.features.title')}
          subtitle={t('landing.features.subtitle')}
        />
        <FeatureCards
          items={FEATURES.map(({ key, icon }) => ({
            key,
            icon,
            title: t(`landing.features.items.${key}.title`),
            description: t(`landing.features.items.${key}.description`),
          }))}
        />
      </Stack>
    </Section>
  );
}
