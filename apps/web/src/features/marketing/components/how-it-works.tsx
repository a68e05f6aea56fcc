import { Box, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LineIcon, type LineIconName } from './line-icon.tsx';
import { SectionHeading } from './section-heading.tsx';

const STEPS = [
  { key: 'register', icon: 'userPlus' },
  { key: 'connect', icon: 'link' },
  { key: 'manage', icon: 'rocket' },
] as const satisfies readonly { key: string; icon: LineIconName }[];

/** Three steps from sign-up to a working dashboard. */
export function HowItWorks() {
  const { t } = useTranslation('marketing');
  return (
    <Box component="section" py={{ base: 48, md: 80 }}>
      <Container size="lg">
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
            {STEPS.map((step, index) => (
              <Stack key={step.key} component="li" gap="sm">
                <Group gap="sm">
                  <ThemeIcon size={48} radius="xl">
                    <LineIcon name={step.icon} />
                  </ThemeIcon>
                  <Text fw={700} c="var(--mantine-primary-color-filled)">
                    {t('landing.steps.label', { n: index + 1 })}
                  </Text>
                </Group>
                <Title order={3} fz="xl">
                  {t(`landing.steps.items.${step.key}.title`)}
                </Title>
                <Text c="dimmed">{t(`landing.steps.items.${step.key}.description`)}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
