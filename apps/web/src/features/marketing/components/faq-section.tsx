import { Accordion, Box, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Section } from './section.tsx';
import { SectionHeading } from './section-heading.tsx';

const QUESTIONS = ['security', 'free', 'shops', 'stock', 'team', 'expired'] as const;

/** Frequently asked questions in an accordion. */
export function FaqSection() {
  const { t } = useTranslation('marketing');
  return (
    <Section size="md" id="faq">
      <Stack gap={32}>
        <SectionHeading title={t('landing.faq.title')} />
        <Accordion variant="separated" radius="md" defaultValue="security">
          {QUESTIONS.map((key) => (
            <Accordion.Item key={key} value={key}>
              <Accordion.Control>
                <Box fw={600}>{t(`landing.faq.items.${key}.question`)}</Box>
              </Accordion.Control>
              <Accordion.Panel c="dimmed">{t(`landing.faq.items.${key}.answer`)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Section>
  );
}
