import { Anchor, Box, Container, List, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';

/** Address for personal-data requests (UU PDP). */
const PRIVACY_CONTACT_EMAIL = 'privasi@booster.id';
const LAST_UPDATED = '22/11/2026';

const SECTIONS = [
  { key: 'collect', items: ['account', 'shops', 'buyers', 'payment', 'usage'] },
  { key: 'use', items: [] },
  { key: 'tokens', items: [] },
  { key: 'share', items: [] },
  { key: 'retention', items: [] },
  { key: 'rights', items: ['access', 'correct', 'delete', 'withdraw', 'object', 'portability'] },
  { key: 'cookies', items: [] },
  { key: 'breach', items: [] },
  { key: 'changes', items: [] },
] as const;

function ContactSection() {
  const { t } = useTranslation('marketing');
  return (
    <Stack gap="xs" component="section" aria-labelledby="privacy-contact">
      <Title order={2} fz="xl" id="privacy-contact">
        {t('privacy.sections.contact.title')}
      </Title>
      <Text>
        <Trans
          t={t}
          i18nKey="privacy.sections.contact.body"
          values={{ email: PRIVACY_CONTACT_EMAIL }}
          components={{
            mail: <Anchor href={`mailto:${PRIVACY_CONTACT_EMAIL}`} underline="always" fw={600} />,
          }}
        />
      </Text>
    </Stack>
  );
}

/** /privacy-policy: what Booster collects and the user's rights under UU PDP No. 27/2022. */
export function Component() {
  const { t } = useTranslation('marketing');
  return (
    <Box py={{ base: 32, md: 64 }}>
      <Container size="md">
        <Stack gap="xl">
          <Stack gap="xs">
            <Title order={1} fz={{ base: 30, md: 40 }}>
              {t('privacy.title')}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('privacy.updated', { date: LAST_UPDATED })}
            </Text>
            <Text fz="lg">{t('privacy.intro')}</Text>
          </Stack>
          {SECTIONS.map((section) => (
            <Stack key={section.key} gap="xs" component="section" aria-labelledby={`privacy-${section.key}`}>
              <Title order={2} fz="xl" id={`privacy-${section.key}`}>
                {t(`privacy.sections.${section.key}.title`)}
              </Title>
              <Text>{t(`privacy.sections.${section.key}.body`)}</Text>
              {section.key === 'collect' && (
                <List spacing="xs">
                  {section.items.map((item) => (
                    <List.Item key={item}>{t(`privacy.sections.collect.items.${item}`)}</List.Item>
                  ))}
                </List>
              )}
              {section.key === 'rights' && (
                <>
                  <List spacing="xs">
                    {section.items.map((item) => (
                      <List.Item key={item}>{t(`privacy.sections.rights.items.${item}`)}</List.Item>
                    ))}
                  </List>
                  <Text>{t('privacy.sections.rights.after')}</Text>
                </>
              )}
            </Stack>
          ))}
          <ContactSection />
        </Stack>
      </Container>
    </Box>
  );
}
