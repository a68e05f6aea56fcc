export { type Bar, BarChart, type BarChartProps, type BarSegment } from './bar-chart.tsx';
export { ComingSoon, type ComingSoonProps } from './coming-soon.tsx';
export {
  type AlertOptions,
  type BlockedFeature,
  type ConfirmOptions,
  openAlert,
  openBlockedFeatureDialog,
  openConfirm,
  openUpgradeDialog,
  type UpgradeOptions,
} from './dialogs.tsx';
export { EmptyState, type EmptyStateProps } from './empty-state.tsx';
export { ErrorState, type ErrorStateProps } from './error-state.tsx';
export { LoadingOverlay, type LoadingOverlayProps } from './loading-overlay.tsx';
export { notify } from './notify.ts';
export { PageHeader, type PageHeaderProps } from './page-header.tsx';
export { type PagedTableCard, SELECT_COLUMN_KEY } from './paged-cards.tsx';
export {
  PagedTable,
  type PagedTableColumn,
  type PagedTableProps,
  type PagedTableQuery,
  PHONE_CARDS_QUERY,
} from './paged-table.tsx';
export { type ListTotal, Pagination, type PaginationProps } from './pagination.tsx';
export { ProgressCard, type ProgressCardProps } from './progress-card.tsx';
export { RelativeTime, type RelativeTimeProps } from './relative-time.tsx';
export { SearchInput, type SearchInputProps } from './search-input.tsx';
export { SectionCard, type SectionCardProps } from './section-card.tsx';
export { CONFIRM_COLOR, TOAST_MS } from './theme-constants.ts';
