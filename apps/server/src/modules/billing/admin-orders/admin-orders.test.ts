import { randomBytes } from 'node:crypto';
import { type AdminOrder, adminOrderRoutes, billingRoutes, transferRoutes } from '@booster/contracts';
import { jakartaIsoDate } from '@booster/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { makeAdmin, makeMember, makeStaffWith, uniqueEmail } from '../../../test/factories.ts';
import { billingInvoices } from '../tables.ts';

const t = useTestApp();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let admin = '';
let bankAccountId = '';

beforeAll(async () => {
  admin = (await (await makeAdmin(t.current)).login()).accessToken;
  const res = await t.current.api.post<{ _id: string }>(
    '/api/admin/bank-account',
    { bankName: 'Mandiri', accountNumber: '1230009998887', accountHolder: 'PT Booster' },
    { token: admin },
  );
  bankAccountId = res.body._id;
});

/** A member (with an e-mail the test can search for) and one invoice of theirs. */
async function memberWithInvoice(
  packageName: 'premium' | 'medium',
  months: 1 | 3 | 6 | 12 = 1,
  email = uniqueEmail(`orders-${packageName}`),
) {
  const m = await makeMember(t.current, { email, name: 'Sari Order' });
  const token = (await m.login()).accessToken;
  const invoice = await t.current.api.route(billingRoutes.createInvoice, {
    token,
    body: { packageName, months },
  });
  return { m, token, invoice: invoice.body };
}

async function list(query: Record<string, string | number | boolean>) {
  const res = await t.current.api.route(adminOrderRoutes.list, { token: admin, query: query as never });
  expect(res.status).toBe(200);
  return res.body;
}
const numbers = (docs: AdminOrder[]) => docs.map((d) => d.number);

describe('/api/admin/order', () => {
  it('shows every invoice with its member, package, months, method, status and amount, newest first', async () => {
    const a = await memberWithInvoice('premium', 3);
    const b = await memberWithInvoice('medium', 1);
    const page = await list({ limit: 100 });
    const ours = page.docs.filter((d) => [a.invoice.number, b.invoice.number].includes(d.number));
    expect(ours.map((d) => d.number)).toEqual([b.invoice.number, a.invoice.number]);
    expect(ours[1]).toMatchObject({
      member: { _id: a.m.id, email: a.m.email, name: 'Sari Order' },
      packageName: 'premium',
      months: 3,
      method: null,
      status: 'unpaid',
      amount: a.invoice.amount,
      coupon: null,
      commission: null,
      transfer: null,
      refund: null,
    });
    // The answer is written by a stringifier compiled from the contract: the same as zod makes of it.
    expect(page).toEqual(JSON.parse(JSON.stringify(adminOrderRoutes.list.response.parse(page))));
  });

  it('filters by status, method, package, awaiting review, member e-mail and invoice number', async () => {
    const waiting = await memberWithInvoice('medium', 6);
    await t.current.api.route(transferRoutes.open, {
      token: waiting.token,
      params: { id: waiting.invoice._id },
    });
    const sent = await t.current.api.route(transferRoutes.submitProof, {
      token: waiting.token,
      params: { id: waiting.invoice._id },
      body: {
        bankAccountId,
        senderName: 'Sari',
        contentType: 'application/pdf',
        data: PDF.toString('base64'),
      },
    });
    expect(sent.status).toBe(200);
    const plain = await memberWithInvoice('premium', 12);

    const pending = await list({ status: 'pending', method: 'manual', limit: 100 });
    expect(numbers(pending.docs)).toContain(waiting.invoice.number);
    expect(numbers(pending.docs)).not.toContain(plain.invoice.number);
    expect(pending.docs.every((d) => d.status === 'pending' && d.method === 'manual')).toBe(true);

    const review = await list({ awaitingReview: 'true', limit: 100 });
    expect(numbers(review.docs)).toContain(waiting.invoice.number);
    const doc = review.docs.find((d) => d.number === waiting.invoice.number);
    expect(doc?.transfer).toMatchObject({
      status: 'submitted',
      proofType: 'application/pdf',
      senderName: 'Sari',
    });
    expect(review.docs.every((d) => d.transfer?.status === 'submitted')).toBe(true);

    const premium = await list({ packageName: 'premium', limit: 100 });
    expect(premium.docs.every((d) => d.packageName === 'premium')).toBe(true);
    expect(numbers(premium.docs)).toContain(plain.invoice.number);

    const byEmail = await list({ search: plain.m.email.slice(0, -3).toUpperCase() });
    expect(numbers(byEmail.docs)).toEqual([plain.invoice.number]);
    const byNumber = await list({ search: waiting.invoice.number.slice(-6).toLowerCase() });
    expect(numbers(byNumber.docs)).toEqual([waiting.invoice.number]);

    const bad = await t.current.api.get('/api/admin/order?status=lunas', { token: admin });
    expect(bad.status).toBe(400);
  });

  it('searches a part of the number or of the member e-mail, `%` and `_` as themselves, each invoice once, paged', async () => {
    const tag = randomBytes(4).toString('hex');
    const underscore = await memberWithInvoice('premium', 1, `${tag}-a_b@example.test`);
    const plainA = await memberWithInvoice('premium', 1, `${tag}-axb@example.test`);
    const percent = await memberWithInvoice('medium', 1, `${tag}-c1@example.test`);
    const plainC = await memberWithInvoice('medium', 1, `${tag}-c2@example.test`);
    const renumber = (invoice: { _id: string }, number: string) =>
      t.current.database.db
        .update(billingInvoices)
        .set({ number })
        .where(eq(billingInvoices.id, invoice._id));
    await renumber(percent.invoice, `INV-P${tag}-50%OFF`);
    await renumber(plainC.invoice, `INV-P${tag}-50XOFF`);
    const newestFirst = [
      `INV-P${tag}-50XOFF`,
      `INV-P${tag}-50%OFF`,
      plainA.invoice.number,
      underscore.invoice.number,
    ];

    const byTag = await list({ search: tag.toUpperCase(), limit: 100 });
    expect(numbers(byTag.docs)).toEqual(newestFirst);
    expect(byTag).toMatchObject({ totalDocs: 4, totalCapped: false });
    expect(byTag.docs[2].member).toMatchObject({ _id: plainA.m.id, email: plainA.m.email });
    expect(numbers((await list({ search: `${tag}-a_b` })).docs)).toEqual([underscore.invoice.number]);
    expect(numbers((await list({ search: `${tag}-50%off` })).docs)).toEqual([`INV-P${tag}-50%OFF`]);
    expect(numbers((await list({ search: tag, status: 'paid' })).docs)).toEqual([]);

    // A part of the number, in any case: only that invoice, whoever's it is.
    const middle = plainA.invoice.number.slice(-8, -2).toLowerCase();
    expect(numbers((await list({ search: middle })).docs)).toEqual([plainA.invoice.number]);

    // Pages of a search: the cursor's page is the numbered one, nothing repeated or skipped.
    const first = await list({ search: tag, limit: 3 });
    expect(numbers(first.docs)).toEqual(newestFirst.slice(0, 3));
    expect(first.totalDocs).toBe(4);
    expect(first.nextCursor).not.toBeNull();
    const byCursor = await list({ search: tag, limit: 3, page: 2, cursor: first.nextCursor ?? '' });
    const byPage = await list({ search: tag, limit: 3, page: 2 });
    expect(numbers(byCursor.docs)).toEqual([underscore.invoice.number]);
    expect(numbers(byPage.docs)).toEqual([underscore.invoice.number]);
    expect(byCursor.nextCursor).toBeNull();
    // Past the pages whose numbers are in the statement's text: the same walk with placeholders.
    expect(await list({ search: tag, limit: 1, page: 11 })).toMatchObject({ docs: [], totalDocs: 4 });

    // Found by its number and by its member's e-mail alike: one row, counted once.
    await renumber(plainA.invoice, `INV-${tag}-AXB`);
    const both = await list({ search: `${tag}-axb` });
    expect(numbers(both.docs)).toEqual([`INV-${tag}-AXB`]);
    expect(both.totalDocs).toBe(1);

    for (const search of ['a\u0000b', 'x'.repeat(201)]) {
      const bad = await t.current.api.get(`/api/admin/order?search=${encodeURIComponent(search)}`, {
        token: admin,
      });
      expect(bad.status).toBe(400);
    }
  });

  it('filters by whole Jakarta days of creation', async () => {
    const old = await memberWithInvoice('premium');
    const now = await memberWithInvoice('premium');
    // Move one invoice ten days back, to just after a Jakarta midnight.
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    await t.current.database.db
      .update(billingInvoices)
      .set({ createdAt: tenDaysAgo })
      .where(eq(billingInvoices.id, old.invoice._id));
    const day = jakartaIsoDate(tenDaysAgo);
    const thatDay = await list({ from: day, to: day, limit: 100 });
    expect(numbers(thatDay.docs)).toContain(old.invoice.number);
    expect(numbers(thatDay.docs)).not.toContain(now.invoice.number);
    const today = jakartaIsoDate(new Date());
    const fromToday = await list({ from: today, limit: 100 });
    expect(numbers(fromToday.docs)).toContain(now.invoice.number);
    expect(numbers(fromToday.docs)).not.toContain(old.invoice.number);
    const badDay = await t.current.api.get('/api/admin/order?from=2026-13-40', { token: admin });
    expect(badDay.status).toBe(400);
  });

  it('pages by cursor and by number alike, with a total', async () => {
    for (let i = 0; i < 5; i++) await memberWithInvoice('medium', 12);
    const all = await list({ packageName: 'medium', limit: 100, exactTotal: 'true' });
    expect(all.totalCapped).toBe(false);
    const first = await list({ packageName: 'medium', limit: 2 });
    expect(first.docs).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const byCursor = await list({ packageName: 'medium', limit: 2, page: 2, cursor: first.nextCursor ?? '' });
    const byNumber = await list({ packageName: 'medium', limit: 2, page: 2 });
    expect(numbers(byCursor.docs)).toEqual(numbers(byNumber.docs));
    expect(numbers(byCursor.docs)).not.toContain(first.docs[0].number);
    expect(first.totalDocs).toBeGreaterThanOrEqual(5);
    const forged = await t.current.api.get('/api/admin/order?cursor=abc', { token: admin });
    expect(forged.status).toBe(400);
  });

  it('marks a paid invoice refunded with a reason (audited, once); an unpaid one cannot be', async () => {
    const { m, token, invoice } = await memberWithInvoice('premium');
    await t.current.api.route(transferRoutes.open, { token, params: { id: invoice._id } });
    await t.current.api.route(transferRoutes.submitProof, {
      token,
      params: { id: invoice._id },
      body: {
        bankAccountId,
        senderName: 'Sari',
        contentType: 'application/pdf',
        data: PDF.toString('base64'),
      },
    });
    const unpaid = await memberWithInvoice('premium');
    const refuse = await t.current.api.route(adminOrderRoutes.refund, {
      token: admin,
      params: { id: unpaid.invoice._id },
      body: { reason: 'Salah beli' },
    });
    expect(refuse.status).toBe(409);
    await t.current.api.route(adminOrderRoutes.approveTransfer, {
      token: admin,
      params: { id: invoice._id },
    });
    const reason = 'Member membatalkan dalam 3 hari';
    const refunded = await t.current.api.route(adminOrderRoutes.refund, {
      token: admin,
      params: { id: invoice._id },
      body: { reason },
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded', refund: { reason } });
    const again = await t.current.api.route(adminOrderRoutes.refund, {
      token: admin,
      params: { id: invoice._id },
      body: { reason: 'lagi' },
    });
    expect(again.body.refund?.reason).toBe(reason);
    const trail = await t.current.api.get<{ docs: { action: string; reason: string | null }[] }>(
      `/api/admin/audit-log?memberId=${m.id}`,
      { token: admin },
    );
    expect(trail.body.docs.map((d) => [d.action, d.reason])).toEqual([
      ['billing.invoice-refunded', reason],
      ['billing.transfer-approved', null],
    ]);
    const seen = await t.current.api.route(billingRoutes.invoice, { token, params: { id: invoice._id } });
    expect(seen.body.status).toBe('refunded');
    const filtered = await list({ status: 'refunded', limit: 100 });
    expect(numbers(filtered.docs)).toContain(invoice.number);
  });

  it('is admin-only: a guest gets 401, a member and a sub-member 403', async () => {
    const owner = await makeMember(t.current);
    const member = (await owner.login()).accessToken;
    const staff = (await (await makeStaffWith(t.current, owner, 'product')).login()).accessToken;
    expect((await t.current.api.get('/api/admin/order')).status).toBe(401);
    expect((await t.current.api.get('/api/admin/order', { token: member })).status).toBe(403);
    expect((await t.current.api.get('/api/admin/order', { token: staff })).status).toBe(403);
  });
});
