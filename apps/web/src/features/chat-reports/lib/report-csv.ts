import type { ChatReport } from '@booster/contracts';

const COLUMNS = [
  'date',
  'shop',
  'chats',
  'buyer_messages',
  'replies',
  'answered_in_time',
  'late_or_unanswered',
  'waiting',
  'not_counted',
  'response_rate_percent',
  'avg_first_response_seconds',
] as const;

function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  // Quote what would break the row, and neutralise formulas a spreadsheet would run.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The report per shop and day as CSV (header row first, days oldest first), for spreadsheets. */
export function reportCsv(report: ChatReport): string {
  const rows = [...report.shopDays]
    .sort((a, b) => (a.date === b.date ? a.shopname.localeCompare(b.shopname) : a.date < b.date ? -1 : 1))
    .map((d) =>
      [
        d.date,
        d.shopname,
        d.chats,
        d.buyerMessages,
        d.replies,
        d.answered,
        d.missed,
        d.pending,
        d.excluded,
        d.responseRate,
        d.avgFirstResponseSeconds,
      ]
        .map(cell)
        .join(','),
    );
  return `${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

/** Saves `text` as a file through a temporary link (no new dependency). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
