import type { RouteContract, SheetFormat } from '@booster/contracts';
import { callPath } from './api-client.ts';
import { saveBlob } from './save-file.ts';

/** A list's query without its paging: what an export of "every row of this filter" takes. */
export function exportQueryOf(query: Record<string, unknown>): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (['page', 'limit', 'cursor', 'exactTotal'].includes(key)) continue;
    if (value === undefined || value === null || value === '') continue;
    kept[key] = value as string | number | boolean;
  }
  return kept;
}

/** Today in Jakarta as YYYY-MM-DD, for the saved file's name. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

/** Downloads an export with the seller's token (a plain link would carry none) and saves it. */
export async function downloadSheet(
  route: RouteContract,
  options: {
    params?: Record<string, string>;
    query: Record<string, unknown>;
    format: SheetFormat;
    name: string;
  },
) {
  const blob = await callPath<Blob>('GET', route.path, {
    params: options.params,
    query: { ...exportQueryOf(options.query), format: options.format },
    as: 'blob',
  });
  saveBlob(blob, `booster-${options.name}-${today()}.${options.format}`);
}

/** A chosen file as base64 without the data: prefix (what an import body carries). */
export function fileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error);
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve(dataUrl.slice(dataUrl.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}
