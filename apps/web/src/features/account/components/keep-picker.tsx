import type { Shop } from '@booster/contracts';
import { fitsFreeLimits } from '@booster/domain';
import { Badge, Checkbox, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { marketplaceLabel, marketplaceMark } from '../../../lib/marketplace-connect.ts';
import { PlainList } from '../../../ui/plain-list.tsx';

export type KeepPickerProps = {
  shops: readonly Shop[];
  kept: ReadonlySet<string>;
  onChange: (kept: ReadonlySet<string>) => void;
  limits: { perMarketplace: number; chat: number };
};

const asIntegration = (s: Shop) => ({ marketplace: s.marketplace, appCategory: s.appCategory });

/**
 * The integrations grouped per marketplace, each a checkbox. A choice that would put the kept set
 * over the free limits (domain `fitsFreeLimits`) is disabled, with the reason under it.
 */
export function KeepPicker({ shops, kept, onChange, limits }: KeepPickerProps) {
  const { t } = useTranslation('account');
  const keptShops = shops.filter((s) => kept.has(s._id));
  const groups = new Map<string, Shop[]>();
  for (const shop of shops) groups.set(shop.marketplace, [...(groups.get(shop.marketplace) ?? []), shop]);

  function reasonFor(shop: Shop): string | null {
    if (kept.has(shop._id)) return null;
    if (fitsFreeLimits([...keptShops, shop].map(asIntegration))) return null;
    if (shop.appCategory === 'chat') return t('downgrade.reasonChat');
    return t('downgrade.reasonMarketplace', {
      limit: limits.perMarketplace,
      marketplace: marketplaceLabel(shop.marketplace),
    });
  }

  function toggle(id: string) {
    const next = new Set(kept);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  }

  return (
    <PlainList gap="sm">
      {[...groups].map(([marketplace, list]) => {
        const name = marketplaceLabel(marketplace);
        return (
          <Paper key={marketplace} component="li" withBorder radius="md" p="md">
            <Group gap="sm" mb="sm" wrap="nowrap">
              <Image src={marketplaceMark(marketplace)} alt="" w={28} h={28} />
              <Text fw={700}>{name}</Text>
            </Group>
            <Stack gap="sm" role="group" aria-label={t('downgrade.pickLabel', { marketplace: name })}>
              {list.map((shop) => {
                const reason = reasonFor(shop);
                return (
                  <Checkbox
                    key={shop._id}
                    checked={kept.has(shop._id)}
                    disabled={reason !== null}
                    onChange={() => toggle(shop._id)}
                    label={
                      <Group gap={6} wrap="wrap" component="span">
                        <span>{shop.shopname}</span>
                        <Badge
                          size="xs"
                          variant="outline"
                          color={shop.appCategory === 'chat' ? 'grape' : 'blue'}
                        >
                          {t(`downgrade.category.${shop.appCategory}`)}
                        </Badge>
                      </Group>
                    }
                    description={reason ?? undefined}
                  />
                );
              })}
            </Stack>
          </Paper>
        );
      })}
    </PlainList>
  );
}
