import type { Marketplace } from '@booster/domain';
import { Checkbox, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../ui/index.ts';
import { logisticsQueryOptions } from '../../api/meta-queries.ts';

export type LogisticsFieldProps = {
  marketplace: Marketplace;
  shopId: string;
  value: string[];
  onChange: (ids: string[]) => void;
  label: string;
  error?: string;
  compact?: boolean;
};

/** The shop's logistics channels as checkboxes; channels the shop switched off cannot be chosen. */
export function LogisticsField({
  marketplace,
  shopId,
  value,
  onChange,
  label,
  error,
  compact,
}: LogisticsFieldProps) {
  const { t } = useTranslation('products');
  const channels = useQuery(logisticsQueryOptions(marketplace, shopId));
  if (!shopId)
    return (
      <Text size="sm" c="dimmed">
        {t('form.chooseShopFirst')}
      </Text>
    );
  if (channels.isPending) return <Loader size="xs" aria-label={t('form.loadingLogistics')} />;
  if (channels.isError) return <ErrorState onRetry={() => void channels.refetch()} />;
  return (
    <Checkbox.Group
      label={compact ? undefined : label}
      aria-label={compact ? label : undefined}
      withAsterisk={!compact}
      value={value}
      onChange={onChange}
      error={error}
    >
      <Group gap={compact ? 'xs' : 'md'} mt={compact ? 0 : 'xs'}>
        {channels.data.map((c) => (
          <Checkbox
            key={c.id}
            value={c.id}
            label={c.enabled ? c.name : t('form.logisticsOff', { name: c.name })}
            disabled={!c.enabled && !value.includes(c.id)}
            size={compact ? 'xs' : 'sm'}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
