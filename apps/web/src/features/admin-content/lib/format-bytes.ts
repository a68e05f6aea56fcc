/** "812 KB", "1,4 MB": the size of an uploaded file for people. */
export function formatBytes(bytes: number, locale = 'id-ID'): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  return `${(kb / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
}
