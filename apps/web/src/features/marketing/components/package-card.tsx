import { Badge, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { paths } from '../../../lib/paths.ts';
import { type IncludedLine, IncludedList } from '../../../ui/check-list.tsx';
import { LIST_STYLES } from '../../../ui/list-styles.ts';
import type { PublicPackage } from '../api/packages-query.ts';

export type PackageCardProps = {
  pkg: PublicPackage;
  isHighlighted: boolean;
  isCurrent: boolean;
  isLoggedIn: boolean;
};

function useFeatureLines(pkg: PublicPackage): IncludedLine[] {
  const { t } = useTranslation('marketing');
  const isShopeeOnly = pkg.marketplaces.length === 1 && pkg.marketplaces[0] === 'shopee';
  return [
    {
      key: 'shops',
      label: isShopeeOnly
        ? t('pricing.features.shopeeOnly', { value: pkg.integrationLimitPerMarketplace })
        : t('pricing.features.shops', { value: pkg.integrationLimitPerMarketplace }),
      included: true,
    },
    {
      key: 'chat',
      label: t('pricing.features.chat', { value: pkg.chatLimit }),
      included: pkg.chatLimit > 0,
    },
    { key: 'master', label: t('pricing.features.masterProduct'), included: pkg.hasMasterProduct },
    { key: 'sub', label: t('pricing.features.subMembers'), included: pkg.canManageSubMembers },
    { key: 'clone', label: t('pricing.features.cloneShop'), included: pkg.hasCloneShop },
  ];
}

function ctaTarget(
  pkg: PublicPackage,
  isLoggedIn: boolean,
): { to: string; labelKey: 'register' | 'startFree' | 'choose' | 'openPanel' } {
  if (!isLoggedIn) return { to: '/register', labelKey: pkg.monthlyPrice === 0 ? 'startFree' : 'register' };
  if (pkg.monthlyPrice === 0) return { to: paths.panel.home(), labelKey: 'openPanel' };
  return {
    to: paths.subscription.selectPackage(pkg.name),
    labelKey: 'choose',
  };
}

/** One package on the pricing page: price, limits and the button that fits the visitor. */
export function PackageCard({ pkg, isHighlighted, isCurrent, isLoggedIn }: PackageCardProps) {
  const { t } = useTranslation('marketing');
  const lines = useFeatureLines(pkg);
  const cta = ctaTarget(pkg, isLoggedIn);
  const titleId = `package-${pkg.name}`;
  const yearly = pkg.prices.find((p) => p.months === 12);
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      pt={28}
      shadow={isHighlighted ? 'md' : 'xs'}
      aria-labelledby={titleId}
      style={{
        overflow: 'visible',
        ...(isHighlighted ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : {}),
      }}
    >
      {(isCurrent || isHighlighted) && (
        <Badge
          variant="filled"
          color={isCurrent ? 'teal.9' : undefined}
          pos="absolute"
          top={-11}
          left="50%"
          style={{ transform: 'translateX(-50%)', width: 'max-content', maxWidth: 'none' }}
        >
          {isCurrent ? t('pricing.current') : t('pricing.popular')}
        </Badge>
      )}
      <Stack gap="md" h="100%">
        <Title order={2} fz="xl" id={titleId}>
          {t(`packages.${pkg.name}.name`)}
        </Title>
        <Text c="dimmed" fz="sm" mih={{ base: 0, lg: 62 }}>
          {t(`packages.${pkg.name}.description`)}
        </Text>
        <Stack gap={2}>
          <Text fz={30} fw={800} lh={1}>
            {formatRupiah(pkg.monthlyPrice)}
          </Text>
          <Text c="dimmed" fz="sm">
            {t('common.perMonth')}
          </Text>
          {yearly && (
            <Text fz="sm" c="teal.9" fw={600}>
              {t('pricing.yearly', { price: formatRupiah(yearly.price), percent: yearly.discountPercent })}
            </Text>
          )}
        </Stack>
        <IncludedList
          lines={lines}
          markLabels={{ included: t('pricing.included'), notIncluded: t('pricing.notIncluded') }}
          styles={LIST_STYLES}
          spacing="sm"
          style={{ flexGrow: 1 }}
          p={0}
          m={0}
        />
        <Button
          component={Link}
          to={cta.to}
          fullWidth
          size="md"
          variant={isHighlighted ? 'filled' : 'outline'}
        >
          {t(`pricing.cta.${cta.labelKey}`)}
        </Button>
      </Stack>
    </Card>
  );
}
