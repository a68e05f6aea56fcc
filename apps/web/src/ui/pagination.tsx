import { paginationWindow } from '@booster/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How many rows the list has, as the API answers it (`totalCapped`: `totalDocs` is a lower bound). */
export type ListTotal = { totalDocs: number; totalCapped?: boolean };

export type PaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** The list's total, shown above the buttons when the answer names one. */
  total?: Partial<ListTotal>;
};

/**
 * Page buttons: every page when 5 or fewer, else a window of 5 around the current page. A capped
 * total still names only pages that exist (the count reaches one page past the window), and there is
 * no last-page button that would need the exact total.
 */
export function Pagination({ page, totalPages, onChange, total }: PaginationProps) {
  const { t } = useTranslation('common');
  const pages = paginationWindow(page, totalPages);
  if (pages.length === 0) return null;
  const buttons = (
    <Group component="nav" aria-label={t('pagination.label')} gap={4} justify="center">
      <Button
        variant="default"
        size="compact-md"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('pagination.previous')}
      >
        ‹
      </Button>
      {pages.map((p) => (
        <Button
          key={p}
          size="compact-md"
          variant={p === page ? 'filled' : 'default'}
          aria-current={p === page ? 'page' : undefined}
          aria-label={t('pagination.page', { page: p })}
          onClick={() => p !== page && onChange(p)}
          miw={36}
        >
          {p}
        </Button>
      ))}
      <Button
        variant="default"
        size="compact-md"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label={t('pagination.next')}
      >
        ›
      </Button>
    </Group>
  );
  if (total?.totalDocs === undefined) return buttons;
  return (
    <Stack gap={4} align="center">
      <Text size="sm" c="dimmed">
        <TotalText totalDocs={total.totalDocs} totalCapped={total.totalCapped} />
      </Text>
      {buttons}
    </Stack>
  );
}

/**
 * "120 data", or "Lebih dari 50 data" when the count stopped at its cap: the cap is one row past
 * whole pages, so at least `totalDocs` rows exist and "more than totalDocs - 1" is true.
 */
function TotalText({ totalDocs, totalCapped }: ListTotal) {
  const { t } = useTranslation('common');
  return totalCapped
    ? t('pagination.moreThan', { count: totalDocs - 1 })
    : t('pagination.total', { count: totalDocs });
}
