import { SHEET_IMPORT_MAX_BYTES, SHEET_IMPORT_MAX_ROWS } from '@booster/contracts';
import ExcelJS from 'exceljs';
import { fieldError } from '../../platform/errors/index.ts';
import { LOCALES } from '../../platform/i18n/index.ts';
import { headersOf, type SheetColumn } from './sheet-columns.ts';

/** A data row as text per column (0-based), with its row number in the sheet. */
export type ReadRow = { row: number; cells: string[] };

/** An .xlsx is a zip: it starts with a local file header. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
    return String(value).trim();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    // A formula's computed result, rich text's pieces, a hyperlink's text.
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
  }
  return '';
}

/**
 * A filled template as rows of texts: the file must be an .xlsx of at most 5 MB whose first sheet's
 * header row is one of the template's (in either language); otherwise a 400 on `file`.
 */
export async function readTemplate<Row>(
  file: { fileName: string; base64: string },
  columns: SheetColumn<Row>[],
): Promise<ReadRow[]> {
  const bytes = Buffer.from(file.base64, 'base64');
  if (bytes.length > SHEET_IMPORT_MAX_BYTES) throw fieldError('file', 'validation.spreadsheetTooLarge');
  if (!file.fileName.toLowerCase().endsWith('.xlsx') || !bytes.subarray(0, 4).equals(ZIP_MAGIC))
    throw fieldError('file', 'validation.spreadsheetFileType');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fieldError('file', 'validation.spreadsheetFileType');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw fieldError('file', 'validation.spreadsheetNotTemplate');
  const header = columns.map((_, i) => cellText(sheet.getRow(1).getCell(i + 1).value));
  if (!LOCALES.some((locale) => headersOf(columns, locale).every((text, i) => header[i] === text)))
    throw fieldError('file', 'validation.spreadsheetNotTemplate');

  const rows: ReadRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells = columns.map((_, i) => cellText(row.getCell(i + 1).value));
    if (cells.every((c) => c === '')) return;
    rows.push({ row: number, cells });
  });
  if (rows.length === 0) throw fieldError('file', 'validation.spreadsheetEmpty');
  if (rows.length > SHEET_IMPORT_MAX_ROWS) throw fieldError('file', 'validation.spreadsheetTooManyRows');
  return rows;
}

/** A whole number in a cell: `12000`, `12.000` / `12,000` (thousands) or `12000.0`; anything else is null. */
export function wholeNumber(text: string): number | null {
  const plain = text.replace(/\s/g, '');
  if (/^-?\d+(\.0+)?$/.test(plain)) return Number.parseFloat(plain);
  if (/^-?\d{1,3}([.,]\d{3})+$/.test(plain)) return Number(plain.replace(/[.,]/g, ''));
  return null;
}
