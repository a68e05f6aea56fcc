import { saveBlob } from './save-file.ts';

type Cell = string | number;

/** A cell as CSV: quoted when needed, and a leading =, +, - or @ defused so a spreadsheet never runs it. */
function cell(value: Cell): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n');
}

/** Saves rows as a CSV file Excel opens in UTF-8 (byte-order mark first). */
export function saveCsv(fileName: string, rows: readonly (readonly Cell[])[]) {
  saveBlob(new Blob([`\uFEFF${toCsv(rows)}\r\n`], { type: 'text/csv;charset=utf-8' }), fileName);
}
