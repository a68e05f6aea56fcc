import { paginationWindow } from '@booster/domain';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type PaginationProps = { page: number; totalPages: number; onChange: (page: number) => void };

/** Page buttons: every page when 5 or fewer, else a window of 5 around the current page. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation('common');
  const pages = paginationWindow(page, totalPages);
  if (pages.length === 0) return null;
  return (
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
}
