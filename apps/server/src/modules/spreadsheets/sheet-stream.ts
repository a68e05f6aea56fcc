import { PassThrough, type Writable } from 'node:stream';
import type { SheetFormat } from '@booster/contracts';
import ExcelJS from 'exceljs';
import type { Locale } from '../../platform/i18n/index.ts';
import { type Cell, headersOf, type SheetColumn } from './sheet-columns.ts';

export const CONTENT_TYPES: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** A CSV cell: quoted when it holds a separator, a quote or a line break; formula starters neutralised. */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Node's own streams say it as `writableNeedDrain`; the readable-stream copies inside ExcelJS's zip only in their state. */
const needsDrain = (stream: Writable) =>
  stream.writableNeedDrain ??
  (stream as unknown as { _writableState?: { needDrain?: boolean } })._writableState?.needDrain ??
  false;

/**
 * Waits while the reader is behind, so rows are read from the database no faster than they are sent;
 * `stream` is the answer itself or a stream inside the file's writer, which stops waiting when the
 * answer closes (`out`).
 */
async function drained(stream: Writable, out: Writable = stream) {
  if (!needsDrain(stream) || stream.destroyed || out.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      out.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    out.on('close', done);
  });
}

/**
 * ExcelJS's sheet stream (a StreamBuf) hands its chunks to the zip without waiting for it (it ignores
 * `write()`'s answer), so when deflate falls behind, unzipped rows pile up in the zip's input while the
 * answer itself is not full. Waits for that input too (ExcelJS 4.4 keeps it in `stream.pipes`).
 */
async function zipCaughtUp(sheet: unknown, out: Writable) {
  const pipes = (sheet as { stream?: { pipes?: Writable[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) await drained(pipe, out);
}

type Source<Row> = AsyncIterable<Row[]>;

/** CSV with a BOM (Excel reads UTF-8 CSV correctly only with it), one batch of lines per write. */
async function writeCsv<Row>(
  out: PassThrough,
  columns: SheetColumn<Row>[],
  rows: Source<Row>,
  locale: Locale,
) {
  out.write(`\uFEFF${headersOf(columns, locale).map(csvCell).join(',')}\r\n`);
  for await (const batch of rows) {
    if (out.destroyed) return;
    out.write(
      batch.map((row) => `${columns.map((c) => csvCell(c.value(row, locale))).join(',')}\r\n`).join(''),
    );
    await drained(out);
  }
  out.end();
}

/**
 * .xlsx through ExcelJS's streaming WorkbookWriter: each row is committed (serialised into the zip
 * stream) as it is added, inline strings instead of a shared-string table, so memory stays flat
 * however many rows there are.
 */
async function writeXlsx<Row>(
  out: PassThrough,
  sheetName: string,
  columns: SheetColumn<Row>[],
  rows: Source<Row>,
  locale: Locale,
) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  book.creator = 'Booster';
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    width: c.width,
    ...(c.numeric ? { style: { numFmt: '#,##0' } } : {}),
  }));
  const header = sheet.addRow(headersOf(columns, locale));
  header.font = { bold: true };
  header.commit();
  for await (const batch of rows) {
    if (out.destroyed) return;
    for (const row of batch) sheet.addRow(columns.map((c) => c.value(row, locale))).commit();
    await zipCaughtUp(sheet, out);
    await drained(out);
  }
  sheet.commit();
  await book.commit();
}

/**
 * A sheet written while its rows are read: the returned stream is what the HTTP answer sends. The first
 * batch is read before anything is written, so a refused filter is still an ordinary error answer.
 */
export async function streamSheet<Row>(options: {
  format: SheetFormat;
  sheetName: string;
  columns: SheetColumn<Row>[];
  rows: AsyncGenerator<Row[]>;
  locale: Locale;
  onError: (err: unknown) => void;
}): Promise<PassThrough> {
  const { rows } = options;
  const first = await rows.next();
  async function* all(): AsyncGenerator<Row[]> {
    if (first.done) return;
    yield first.value;
    yield* rows;
  }
  const out = new PassThrough();
  const write =
    options.format === 'csv'
      ? writeCsv(out, options.columns, all(), options.locale)
      : writeXlsx(out, options.sheetName, options.columns, all(), options.locale);
  write.catch((err) => {
    options.onError(err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
