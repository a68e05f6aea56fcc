import type { ClonePreview } from '@booster/contracts';
import { Badge, Checkbox, Group, ScrollArea, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiahRange } from '../../../lib/format-rupiah.ts';

export type ProductScopeProps = {
  products: ClonePreview['products'];
  scope: 'all' | 'chosen';
  chosen: string[];
  onScope: (scope: 'all' | 'chosen') => void;
  onChosen: (ids: string[]) => void;
  error?: string;
};

/** All of the source shop's products, or the ones the seller ticks (a searchable list). */
export function ProductScope({ products, scope, chosen, onScope, onChosen, error }: ProductScopeProps) {
  const { t } = useTranslation('productClone');
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? products.filter((p) => p.name.toLowerCase().includes(needle)) : products;
  }, [products, search]);
  const picked = new Set(chosen);
  const toggle = (id: string) => onChosen(picked.has(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={scope}
        onChange={(v) => onScope(v as 'all' | 'chosen')}
        data={[
          { value: 'all', label: t('products.all') },
          { value: 'chosen', label: t('products.chosen') },
        ]}
      />
      {scope === 'chosen' && (
        <>
          <TextInput
            label={t('products.search')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Text size="sm" role="status">
            {t('products.selected', { count: chosen.length })}
          </Text>
          {error && (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          )}
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack gap={6}>
              {shown.length === 0 && <Text size="sm">{t('products.noMatch')}</Text>}
              {shown.slice(0, 300).map((p) => (
                <Group key={p._id} gap="xs" wrap="nowrap" align="flex-start">
                  <Checkbox
                    checked={picked.has(p._id)}
                    disabled={p.copied}
                    onChange={() => toggle(p._id)}
                    aria-label={p.name}
                  />
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {p.name}
                    </Text>
                    <Group gap={6}>
                      <Text size="xs" c="dimmed">
                        {formatRupiahRange(p.minPrice, p.maxPrice)}
                      </Text>
                      {p.copied && (
                        <Badge size="xs" color="gray" variant="light">
                          {t('products.copied')}
                        </Badge>
                      )}
                    </Group>
                  </div>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </>
      )}
    </Stack>
  );
}
