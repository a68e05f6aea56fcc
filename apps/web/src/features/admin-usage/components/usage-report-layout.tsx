import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { PageHeader } from '../../../ui/index.ts';
import { RangePicker } from './range-picker.tsx';
import type { useDayRange } from './use-day-range.ts';

/**
 * The frame of a usage report page: title, CSV download, the day range, and the report's loading
 * and error states; `children` draws the loaded report.
 */
export function UsageReportLayout<R>({
  title,
  description,
  days,
  query,
  onDownload,
  children,
}: {
  title: string;
  description: string;
  days: ReturnType<typeof useDayRange>;
  query: UseQueryResult<R>;
  onDownload: (report: R) => void;
  children: (report: R) => ReactNode;
}) {
  const { t } = useTranslation('adminUsage');
  const report = query.data;
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button variant="default" disabled={!report} onClick={() => report && onDownload(report)}>
            {t('csv')}
          </Button>
        }
      />
      <Stack gap="lg">
        <RangePicker
          preset={days.preset}
          range={days.range}
          onPreset={days.pickPreset}
          onRange={days.pickRange}
          error={days.error}
        />
        {query.isError && <Alert color="red">{describeError(query.error)}</Alert>}
        {!report && query.isPending && days.valid && <Skeleton h={320} />}
        {report && children(report)}
      </Stack>
    </>
  );
}
