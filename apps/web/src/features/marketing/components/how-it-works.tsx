import { Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkIcon, RocketIcon, UserPlusIcon } from '../../../ui/icons.tsx';
import { Section } from '../../../ui/marketing-section.tsx';
import { SectionHeading } from '../../../ui/marketing-section-heading.tsx';

const STEPS = [
  { key: 'register', Icon: UserPlusIcon },
  { key: 'connect', Icon: LinkIcon },
  { key: 'manage', Icon: RocketIcon },
] as const;

/** Three steps from sign-up to a working dashboard. */
export function HowItWorks() {
  const { t } = useTranslation('marketing');
  return (
    <Section>
      <Stack gap={40}>
        <SectionHeading eyebrow={t('landing.steps.eyebrow')} title={t('landing.steps.title')} />
        <SimpleGrid
          cols={{ base: 1, md: 3 }}
          spacing="xl"
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {STEPS.map(({ key, Icon }, index) => (
            <Stack key={key} component="li" gap="sm">
              <Group gap="sm">
                <ThemeIcon size={48} radius="xl">
                  <Icon size={24} strokeWidth={2} />
                </ThemeIcon>
                <Text fw={700} c="var(--mantine-primary-color-filled)">
                  {t('landing.steps.label', { n: index + 1 })}
                </Text>
              </Group>
              <Title order={3} fz="xl">
                {t(`landing.steps.items.${key}.title`)}
              </Title>
              <Text c="dimmed">{t(`landing.steps.items.${key}.description`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Section>
  );
}
