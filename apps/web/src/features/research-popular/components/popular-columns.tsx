import type { PopularProduct } from '@booster/contracts';
import { marketplaceLabel } from '@booster/domain';
import { Anchor, Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { paths } from '../../../lib/paths.ts';
import type { PagedTableCard, PagedTableColumn } from '../../../ui/index.ts';
import { formatCount, keywordOf } from './popular-format.ts';

const scrapeLink = (url: string) => `${paths.product.scrape()}?${new URLSearchParams({ url })}`;
const keywordLink = (p: PopularProduct) =>
  `${paths.research.keywordAnalysis()}?${new URLSearchParams({ keyword: keywordOf(p.name), marketplace: p.marketplace })}`;

/** The list's columns (and their phone cards): rank, product, price, rating, location, sales, actions. */
export function popularColumns(
  t: TFunction<'researchPopular'>,
  language: string,
  rankOf: (p: PopularProduct) => number,
): PagedTableColumn<PopularProduct>[] {
  return [
    { key: 'rank', header: t('table.rank'), cell: (p) => rankOf(p) },
    {
      key: 'product',
      header: t('table.product'),
      cell: (p) => (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={p.imageUrl} radius="sm" size={40} alt="" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} lineClamp={2}>
              {p.name}
            </Text>
            <Group gap={4}>
              <Text size="xs" c="dimmed">
                {p.shopName}
              </Text>
              {p.shopOfficial && (
                <Badge size="xs" variant="light">
                  {t('table.official')}
                </Badge>
              )}
            </Group>
            {p.categoryName && (
              <Text size="xs" c="dimmed">
                {p.categoryName}
              </Text>
            )}
          </Stack>
        </Group>
      ),
    },
    { key: 'price', header: t('table.price'), cell: (p) => formatRupiah(p.price) },
    {
      key: 'rating',
      header: t('table.rating'),
      cell: (p) =>
        p.rating === null
          ? t('table.noRating')
          : `★ ${p.rating.toFixed(1)} (${formatCount(p.ratingCount, language)})`,
    },
    { key: 'location', header: t('table.location'), cell: (p) => p.location || '–' },
    { key: 'sold', header: t('table.sold'), cell: (p) => formatCount(p.soldCount, language) },
    {
      key: 'units',
      header: t('table.units'),
      cell: (p) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {formatCount(p.units, language)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('table.basedOn', { days: p.basedOnDays })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'revenue',
      header: t('table.revenue'),
      cell: (p) => (
        <Text size="sm" fw={600}>
          {formatRupiah(p.revenue)}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: t('table.actions'),
      cell: (p) => (
        <Stack gap={4} align="flex-start">
          <Anchor
            href={p.url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            aria-label={t('table.openLabel', { name: p.name, marketplace: marketplaceLabel(p.marketplace) })}
          >
            {t('table.open')}
          </Anchor>
          <Button
            component={Link}
            to={scrapeLink(p.url)}
            size="compact-xs"
            variant="light"
            aria-label={t('table.scrapeLabel', { name: p.name })}
          >
            {t('table.scrape')}
          </Button>
          <Button
            component={Link}
            to={keywordLink(p)}
            size="compact-xs"
            variant="default"
            aria-label={t('table.keywordLabel', { keyword: keywordOf(p.name) })}
          >
            {t('table.keyword')}
          </Button>
        </Stack>
      ),
    },
  ];
}

export const popularCard: PagedTableCard<PopularProduct> = {
  title: (p) => p.name,
  image: (p) => p.imageUrl,
  fields: ['rank', 'price', 'rating', 'location', 'units', 'revenue'],
  actions: ['actions'],
};
