import type { BoostProductOption } from '@booster/contracts';
import { BOOST_QUEUE_MAX } from '@booster/domain';
import { Avatar, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { ErrorState, SearchInput } from '../../../ui/index.ts';
import { boostProductsQueryOptions } from '../api/boost-api.ts';

/** The shop's live listings, searched by name, each added to the end of the queue. */
export function ProductPicker({
  shopId,
  queued,
  onAdd,
}: {
  shopId: string;
  queued: ReadonlySet<string>;
  onAdd: (product: BoostProductOption) => void;
}) {
  const { t } = useTranslation('boost');
  const { text: search, setText: setSearch, search: debounced } = useSearchText();
  const options = useQuery(boostProductsQueryOptions(shopId, debounced));
  const full = queued.size >= BOOST_QUEUE_MAX;
  return (
    <Stack gap="sm">
      <SearchInput value={search} onChange={setSearch} placeholder={t('setting.search')} />
      {full && (
        <Text size="sm" c="orange.9">
          {t('setting.full', { max: BOOST_QUEUE_MAX })}
        </Text>
      )}
      {options.isPending ? (
        <Group justify="center" py="md">
          <Loader size="sm" />
        </Group>
      ) : options.isError ? (
        <ErrorState onRetry={() => options.refetch()} />
      ) : options.data.docs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('setting.noProducts')}
        </Text>
      ) : (
        <Stack gap={6} mah={360} style={{ overflowY: 'auto' }}>
          {options.data.docs.map((product) => {
            const inQueue = queued.has(product._id);
            return (
              <Paper key={product._id} withBorder p="xs">
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={product.image} radius="sm" size={36} alt="" />
                  <Text size="sm" lineClamp={2} style={{ flex: 1, minWidth: 0 }}>
                    {product.name}
                  </Text>
                  <Button
                    size="xs"
                    variant={inQueue ? 'subtle' : 'light'}
                    disabled={inQueue || full}
                    onClick={() => onAdd(product)}
                    aria-label={`${t('setting.addButton')} ${product.name}`}
                  >
                    {inQueue ? t('setting.inQueue') : t('setting.addButton')}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
