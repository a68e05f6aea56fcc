import { adminIncomeReportRoutes, billingRoutes, INCOME_REPORT_EXPORT_PATHS } from '@booster/contracts';
import { fromJakarta } from '@booster/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { makeAdmin, makeMember, makeRole, makeSubMember, menuWith } from '../../../test/factories.ts';
import { settleThroughSnap } from '../../../test/midtrans-snap.ts';
import { billingInvoices } from '../tables.ts';

const t = useTestApp({ listen: true });
let admin = '';

/** A member buys and pays through the Midtrans emulator; the payment is then dated `paidAt`. */
async function paid(packageName: 'premium' | 'medium', months: 1 | 3, paidAt: Date) {
  const m = await makeMember(t.current);
  const token = (await m.login()).accessToken;
  const invoice = await t.current.api.route(billingRoutes.createInvoice, {
    token,
    body: { packageName, months },
  });
  const settled = await settleThroughSnap(t.current, token, invoice.body._id);
  expect(settled.status).toBe('paid');
  await t.current.database.db
    .update(billingInvoices)
    .set({ paidAt })
    .where(eq(billingInvoices.id, invoice.body._id));
  return { ...settled, email: m.email };
}

const range = { from: '2026-10-30', to: '2026-11-02' };
let sales: Awaited<ReturnType<typeof paid>>[] = [];

beforeAll(async () => {
  admin = (await (await makeAdmin(t.current)).login()).accessToken;
  sales = [
    // 31 Oct 23:30 Jakarta is 31 Oct in the report though it is 16:30 UTC.
    await paid('premium', 1, fromJakarta(2026, 10, 31, 23, 30)),
    await paid('premium', 3, fromJakarta(2026, 11, 1, 0, 15)),
    await paid('medium', 1, fromJakarta(2026, 11, 1, 9, 0)),
    // Outside the range: the day after.
    await paid('medium', 3, fromJakarta(2026, 11, 3, 0, 0)),
  ];
  // An unpaid invoice counts nowhere.
  const m = await makeMember(t.current);
  await t.current.api.route(billingRoutes.createInvoice, {
    token: (await m.login()).accessToken,
    body: { packageName: 'medium', months: 1 },
  });
});

describe('/admin/order/report', () => {
  it('adds up paid invoices by Jakarta day, month, package and method', async () => {
    const res = await t.current.api.route(adminIncomeReportRoutes.report, { token: admin, query: range });
    expect(res.status).toBe(200);
    const [oct31, nov1a, nov1b] = sales;
    expect(res.body.total).toEqual({ invoices: 3, amount: oct31.amount + nov1a.amount + nov1b.amount });
    expect(res.body.byDay).toEqual([
      { day: '2026-10-30', invoices: 0, amount: 0 },
      { day: '2026-10-31', invoices: 1, amount: 149_000 },
      { day: '2026-11-01', invoices: 2, amount: 402_000 + 349_000 },
      { day: '2026-11-02', invoices: 0, amount: 0 },
    ]);
    expect(res.body.byMonth).toEqual([
      { month: '2026-10', invoices: 1, amount: 149_000 },
      { month: '2026-11', invoices: 2, amount: 751_000 },
    ]);
    expect(res.body.byPackage).toEqual([
      { packageName: 'premium', invoices: 2, amount: 551_000 },
      { packageName: 'medium', invoices: 1, amount: 349_000 },
    ]);
    expect(res.body.byMethod).toEqual([{ method: 'midtrans', invoices: 3, amount: 900_000 }]);
  });

  it('exports the paid invoices as CSV', async () => {
    const res = await t.current.app.inject({
      method: 'GET',
      url: `${INCOME_REPORT_EXPORT_PATHS.csv}?from=${range.from}&to=${range.to}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="pendapatan-2026-10-30-2026-11-02.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Dibayar (WIB),No. Invoice,Member,Paket,Durasi (bulan),Jenis,Metode,Harga,Kredit,Kupon,Diskon kupon,Jumlah dibayar',
    );
    expect(lines.slice(1)).toEqual([
      `31-10-2026 23:30,${sales[0].number},${sales[0].email},Premium,1,Baru,Midtrans,149000,0,,0,149000`,
      `01-11-2026 00:15,${sales[1].number},${sales[1].email},Premium,3,Baru,Midtrans,402000,0,,0,402000`,
      `01-11-2026 09:00,${sales[2].number},${sales[2].email},Medium,1,Baru,Midtrans,349000,0,,0,349000`,
    ]);
  });

  it('exports a real .xlsx with a sheet per view and the invoices', async () => {
    const res = await t.current.app.inject({
      method: 'GET',
      url: `${INCOME_REPORT_EXPORT_PATHS.xlsx}?from=${range.from}&to=${range.to}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual([
      'Per hari',
      'Per bulan',
      'Per paket',
      'Per metode',
      'Invoice',
    ]);
    const values = (name: string) =>
      (book.getWorksheet(name)?.getSheetValues() ?? [])
        .filter(Boolean)
        .map((row) => (row as unknown[]).slice(1));
    expect(values('Per hari')).toEqual([
      ['Tanggal', 'Invoice', 'Pendapatan (Rp)'],
      ['2026-10-30', 0, 0],
      ['2026-10-31', 1, 149_000],
      ['2026-11-01', 2, 751_000],
      ['2026-11-02', 0, 0],
    ]);
    expect(values('Per paket')).toEqual([
      ['Paket', 'Invoice', 'Pendapatan (Rp)'],
      ['Premium', 2, 551_000],
      ['Medium', 1, 349_000],
    ]);
    expect(values('Invoice')).toHaveLength(4);
  });

  it('answers 400 on a bad range and is admin-only (guest 401, member and sub-member 403)', async () => {
    const backwards = await t.current.api.route(adminIncomeReportRoutes.report, {
      token: admin,
      query: { from: '2026-11-02', to: '2026-11-01' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({
      details: { fields: { to: 'Tanggal berakhir tidak boleh sebelum tanggal mulai' } },
    });
    const long = await t.current.api.route(adminIncomeReportRoutes.report, {
      token: admin,
      query: { from: '2025-01-01', to: '2026-11-01' },
    });
    expect(long.body).toMatchObject({ details: { fields: { to: 'Rentang tanggal maksimal 366 hari' } } });

    const owner = await makeMember(t.current);
    const ownerToken = (await owner.login()).accessToken;
    const staff = await makeSubMember(t.current, owner, await makeRole(t.current, owner, menuWith('home')));
    const staffToken = (await staff.login()).accessToken;
    expect((await t.current.api.route(adminIncomeReportRoutes.report, { query: range })).status).toBe(401);
    for (const token of [ownerToken, staffToken]) {
      expect(
        (await t.current.api.route(adminIncomeReportRoutes.report, { token, query: range })).status,
      ).toBe(403);
      const file = await t.current.app.inject({
        method: 'GET',
        url: `${INCOME_REPORT_EXPORT_PATHS.xlsx}?from=${range.from}&to=${range.to}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(file.statusCode).toBe(403);
    }
    const guestFile = await t.current.app.inject({
      method: 'GET',
      url: `${INCOME_REPORT_EXPORT_PATHS.csv}?from=${range.from}&to=${range.to}`,
    });
    expect(guestFile.statusCode).toBe(401);
  });
});
