import type { IncomeReport } from '@booster/contracts';
import { formatDateTimeDashed } from '@booster/domain';
import ExcelJS from 'exceljs';
import type { UsersService } from '../../accounts/index.ts';
import { PACKAGE_LABEL } from '../invoice-pdf.ts';
import type { IncomeReportService } from './income-report.ts';

const METHOD_LABEL: Record<string, string> = { midtrans: 'Midtrans', dana: 'DANA', manual: 'Transfer bank' };
const KIND_LABEL: Record<string, string> = { new: 'Baru', extend: 'Perpanjangan', upgrade: 'Upgrade' };

type Range = { from: string; to: string };

const INVOICE_HEADER = [
  'Dibayar (WIB)',
  'No. Invoice',
  'Member',
  'Paket',
  'Durasi (bulan)',
  'Jenis',
  'Metode',
  'Harga',
  'Kredit',
  'Kupon',
  'Diskon kupon',
  'Jumlah dibayar',
];

/** A CSV cell: quoted when it holds a separator, a quote or a line break; formula starters neutralised. */
function csvCell(value: string | number) {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The income report as files: CSV (the paid invoices, one a line) and a real .xlsx with the summaries. */
export function createIncomeExport(deps: { report: IncomeReportService; users: UsersService }) {
  const { report, users } = deps;

  async function invoiceRows(range: Range) {
    const rows = await report.invoices(range);
    const people = await users.summaries([...new Set(rows.map((r) => r.accountId))]);
    return rows.map((r) => [
      r.paidAt ? formatDateTimeDashed(r.paidAt) : '',
      r.number,
      people.get(r.accountId)?.email ?? '',
      PACKAGE_LABEL[r.packageName] ?? r.packageName,
      r.months,
      KIND_LABEL[r.kind] ?? r.kind,
      METHOD_LABEL[r.method ?? ''] ?? r.method ?? '',
      r.price,
      r.credit,
      r.couponCode ?? '',
      r.couponDiscount,
      r.amount,
    ]);
  }

  return {
    async csv(range: Range): Promise<string> {
      const lines = [INVOICE_HEADER, ...(await invoiceRows(range))].map((row) => row.map(csvCell).join(','));
      // BOM: Excel opens UTF-8 CSV with the right characters only with it.
      return `\uFEFF${lines.join('\r\n')}\r\n`;
    },

    async xlsx(range: Range): Promise<Buffer> {
      const summary: IncomeReport = await report.report(range);
      const book = new ExcelJS.Workbook();
      book.creator = 'Booster';
      book.created = new Date();
      const sheet = (name: string, header: string[], rows: (string | number)[][], moneyColumns: number[]) => {
        const ws = book.addWorksheet(name);
        ws.addRow(header).font = { bold: true };
        for (const row of rows) ws.addRow(row);
        ws.columns.forEach((column, i) => {
          column.width = Math.max(12, header[i]?.length + 2 || 12);
          if (moneyColumns.includes(i + 1)) column.numFmt = '#,##0';
        });
        ws.views = [{ state: 'frozen', ySplit: 1 }];
      };
      const incomeHeader = (first: string) => [first, 'Invoice', 'Pendapatan (Rp)'];
      sheet(
        'Per hari',
        incomeHeader('Tanggal'),
        summary.byDay.map((d) => [d.day, d.invoices, d.amount]),
        [3],
      );
      sheet(
        'Per bulan',
        incomeHeader('Bulan'),
        summary.byMonth.map((m) => [m.month, m.invoices, m.amount]),
        [3],
      );
      sheet(
        'Per paket',
        incomeHeader('Paket'),
        summary.byPackage.map((p) => [PACKAGE_LABEL[p.packageName] ?? p.packageName, p.invoices, p.amount]),
        [3],
      );
      sheet(
        'Per metode',
        incomeHeader('Metode'),
        summary.byMethod.map((m) => [METHOD_LABEL[m.method] ?? m.method, m.invoices, m.amount]),
        [3],
      );
      sheet('Invoice', INVOICE_HEADER, await invoiceRows(range), [8, 9, 11, 12]);
      return Buffer.from(await book.xlsx.writeBuffer());
    },
  };
}

export type IncomeExport = ReturnType<typeof createIncomeExport>;
