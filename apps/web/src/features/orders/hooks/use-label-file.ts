import type { LabelBatch } from '@booster/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { downloadLabelFile } from '../api/label-batches.ts';
import { labelBatchKeys } from '../api/order-keys.ts';

/**
 * The merged PDF of a finished batch as a blob URL: fetched once with the bearer token as soon as the
 * batch is done, so "open" and "download" are plain links (no popup blocker on an async open).
 */
export function useLabelFile(batch: LabelBatch) {
  const isReady = batch.status === 'done' && batch.fileUrl !== null;
  const file = useQuery({
    queryKey: labelBatchKeys.custom('file', batch._id),
    queryFn: () => downloadLabelFile(batch),
    enabled: isReady,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file.data) return;
    const objectUrl = URL.createObjectURL(file.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [file.data]);

  return { isReady, url, isLoading: isReady && file.isPending, isError: file.isError, retry: file.refetch };
}
