import { Box, Container, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-store.ts';
import { ErrorState } from '../../../ui/index.ts';
import { SectionHeading } from '../../../ui/marketing-section-heading.tsx';
import { packagesQueryOptions } from '../api/packages-query.ts';
import { PackageCard } from '../components/package-card.tsx';

const HIGHLIGHTED_PACKAGE = 'premium';

function PackageGridSkeleton() {
  const { t } = useTranslation('marketing');
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 5 }}
      spacing="md"
      aria-busy="true"
      aria-label={t('pricing.loading')}
    >
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} h={420} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** /pricing: every package from the server with its price and limits. */
export function Component() {
  const { t } = useTranslation('marketing');
  const { user, isLoggedIn } = useAuth();
  const packages = useQuery(packagesQueryOptions());

  return (
    <Box component="section" py={{ base: 40, md: 72 }}>
      <Container size="xl">
        <Stack gap={40}>
          <SectionHeading
            order={1}
            eyebrow={t('pricing.eyebrow')}
            title={t('pricing.title')}
            subtitle={t('pricing.subtitle')}
          />
          {packages.isPending && <PackageGridSkeleton />}
          {packages.isError && (
            <Stack align="center" gap="xs">
              <Text fw={600}>{t('pricing.errorTitle')}</Text>
              <ErrorState onRetry={() => void packages.refetch()} />
            </Stack>
          )}
          {packages.isSuccess && (
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: packages.data.length }}
              spacing="md"
              verticalSpacing="xl"
              pt="xs"
            >
              {packages.data.map((pkg) => (
                <PackageCard
                  key={pkg.name}
                  pkg={pkg}
                  isHighlighted={pkg.name === HIGHLIGHTED_PACKAGE}
                  isCurrent={isLoggedIn && !user?.subMember && user?.subscriptionPackage === pkg.name}
                  isLoggedIn={isLoggedIn}
                />
              ))}
            </SimpleGrid>
          )}
          <Text c="dimmed" fz="sm" ta="center">
            {t('pricing.footnote')}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
