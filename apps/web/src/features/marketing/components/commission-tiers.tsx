import { affiliateRoutes } from '@booster/contracts/routes';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { keysFor } from '../../../lib/query-keys.ts';
import { Section } from '../../../ui/marketing-section.tsx';
import { SectionHeading } from '../../../ui/marketing-section-heading.tsx';

const termsKeys = keysFor('affiliate-terms');

/** The programme's commission levels (`GET /api/guest/affiliate/tiers`); nothing when they cannot be read. */
export function CommissionTiers({ id }: { id?: string }) {
  const { t } = useTranslation('landing');
  const query = useQuery({
    queryKey: termsKeys.all,
    queryFn: ({ signal }) => callApi(affiliateRoutes.terms, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const terms = query.data;
  if (!terms || terms.tiers.length === 0) return <div id={id} />;
  return (
    <Section id={id}>
      <Stack gap={32}>
        <SectionHeading title={t('affiliate.tiers.title')} subtitle={t('affiliate.tiers.subtitle')} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(terms.tiers.length, 4) }} spacing="lg">
          {terms.tiers.map((tier) => (
            <Card key={tier.minPayingReferrals} withBorder radius="md" padding="lg" ta="center">
              <Text fz={36} fw={800} c="var(--mantine-primary-color-filled)">
                {t('affiliate.tiers.percent', { percent: tier.percent })}
              </Text>
              <Text c="dimmed">{t('affiliate.tiers.referrals', { count: tier.minPayingReferrals })}</Text>
            </Card>
          ))}
        </SimpleGrid>
        <Text ta="center" c="dimmed" fz="sm">
          {t('affiliate.tiers.minPayout', { amount: terms.minPayout })}
        </Text>
      </Stack>
    </Section>
  );
}
