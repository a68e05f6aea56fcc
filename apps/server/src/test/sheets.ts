import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { routeUrl } from './http.ts';

/** A file route answered as bytes (app.inject keeps the raw payload). */
export async function downloadFile(
  t: TestApp,
  path: string,
  query: Record<string, unknown>,
  token: string,
  params = {},
) {
  const res = await t.app.inject({
    method: 'GET',
    url: routeUrl(path, params, query),
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, json: () => res.json() };
}

/** Every row of the first sheet as cell texts (numbers stay numbers). */
export async function readXlsx(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: (string | number | null)[][] = [];
  book.worksheets[0].eachRow((row) => {
    const values = (row.values as (string | number | null | undefined)[]).slice(1);
    rows.push(values.map((v) => (v === undefined ? null : v)));
  });
  return rows;
}

/** RFC 4180 lines as cells (quoted cells may hold commas and quotes). */
export function readCsv(bytes: Buffer) {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

/** A workbook's bytes as an import body sends them. */
export async function xlsxBase64(rows: (string | number | null)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}
