import type { AffiliateSummary } from '@booster/contracts';
import { Button, Card, CopyButton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FieldRow } from '../../../ui/field-row.tsx';

/** The link the member shares, with a copy button, and the member's commission level. */
export function ReferralLinkCard({ summary }: { summary: AffiliateSummary }) {
  const { t } = useTranslation('affiliates');
  const { tier, nextTier } = summary;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="referral-link-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="referral-link-title">
          {t('panel.linkTitle')}
        </Title>
        <FieldRow>
          <TextInput
            readOnly
            value={summary.link}
            aria-label={t('panel.linkTitle')}
            description={t('panel.linkHint', { code: summary.code })}
            style={{ flex: '1 1 260px' }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton value={summary.link}>
            {({ copied, copy }) => (
              <Button onClick={copy} color={copied ? 'teal' : undefined}>
                {copied ? t('panel.copied') : t('panel.copy')}
              </Button>
            )}
          </CopyButton>
        </FieldRow>
        <Text size="sm">
          <Text span fw={700}>
            {t('panel.levelTitle')}:
          </Text>{' '}
          {t('panel.level', { percent: tier.percent })}.{' '}
          {nextTier
            ? t('panel.nextLevel', {
                count: nextTier.minPayingReferrals - summary.payingReferrals,
                percent: nextTier.percent,
              })
            : t('panel.topLevel')}
        </Text>
      </Stack>
    </Card>
  );
}
