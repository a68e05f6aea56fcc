import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { runtimeKey } from '../../../i18n/keys.ts';
import type { CataloguePackage } from '../api/billing-queries.ts';
import { PackageFeatures } from './package-features.tsx';

/** A package to choose: its name, its monthly price from the server, what it includes and a link. */
export function PackageOptionCard({ pkg, to, label }: { pkg: CataloguePackage; to: string; label: string }) {
  const { t } = useTranslation('billing');
  const name = t(runtimeKey<'billing'>(`packages.${pkg.name}`));
  const monthly = pkg.prices.find((p) => p.months === 1)?.price ?? pkg.monthlyPrice;
  return (
    <Card withBorder radius="md" padding="lg" aria-labelledby={`option-${pkg.name}`}>
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id={`option-${pkg.name}`}>
          {name}
        </Title>
        <Text fw={700} fz="lg">
          {t('plan.fromPrice', { price: monthly })}
        </Text>
        <div style={{ flexGrow: 1 }}>
          <PackageFeatures pkg={pkg} />
        </div>
        <Button component={Link} to={to} fullWidth>
          {label}
        </Button>
      </Stack>
    </Card>
  );
}
