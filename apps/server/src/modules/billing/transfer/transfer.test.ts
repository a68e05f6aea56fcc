import {
  type AuditEntry,
  adminBankAccountRoutes,
  adminOrderRoutes,
  billingRoutes,
  type Notification,
  PROOF_MAX_BYTES,
  transferRoutes,
  type User,
} from '@booster/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { makeInvoice } from '../../../test/builders.ts';
import { makeAdmin, makeSignedInMember, makeStaffWith } from '../../../test/factories.ts';
import { errorBody } from '../../../test/http.ts';

const t = useTestApp();

/** The first bytes of real files of each kind (content decides, not the declared type or a name). */
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const b64 = (b: Buffer) => b.toString('base64');

let admin = '';
let bankAccountId = '';

beforeAll(async () => {
  admin = (await (await makeAdmin(t.current)).login()).accessToken;
  const created = await t.current.api.route(adminBankAccountRoutes.create, {
    token: admin,
    body: { bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'PT Booster Indonesia' },
  });
  expect(created.status).toBe(200);
  bankAccountId = created.body._id;
});

const member = () => makeSignedInMember(t.current);

const invoiceFor = (token: string, packageName?: 'premium' | 'medium', months?: 1 | 3 | 6 | 12) =>
  makeInvoice(t.current, token, packageName, months);

async function openTransfer(token: string, id: string) {
  const res = await t.current.api.route(transferRoutes.open, { token, params: { id } });
  expect(res.status).toBe(200);
  return res.body;
}

function sendProof(
  token: string,
  id: string,
  file = PDF,
  contentType: 'application/pdf' | 'image/png' = 'application/pdf',
) {
  return t.current.api.route(transferRoutes.submitProof, {
    token,
    params: { id },
    body: { bankAccountId, senderName: 'Budi Santoso', contentType, data: b64(file) },
  });
}

/** A member with an invoice whose proof is in: what the admin reviews. */
async function submitted() {
  const m = await member();
  const invoice = await invoiceFor(m.token);
  await openTransfer(m.token, invoice._id);
  expect((await sendProof(m.token, invoice._id)).status).toBe(200);
  return { m, invoice };
}

const me = async (token: string) => (await t.current.api.get<User>('/api/auth/user', { token })).body;
const bell = async (token: string) =>
  (await t.current.api.get<{ docs: Notification[] }>('/api/app/notification?limit=20', { token })).body.docs;
const auditOf = async (invoiceId: string) =>
  (
    await t.current.api.get<{ docs: AuditEntry[] }>(`/api/admin/audit-log?search=${invoiceId}`, {
      token: admin,
    })
  ).body.docs;

describe('bank transfer: unique amount', () => {
  it('adds a 3-digit code no other open transfer has, and keeps it when the page is opened again', async () => {
    const members = await Promise.all([member(), member(), member()]);
    const invoices = await Promise.all(members.map((m) => invoiceFor(m.token)));
    const views = await Promise.all(members.map((m, i) => openTransfer(m.token, invoices[i]._id)));
    for (const [i, v] of views.entries()) {
      expect(v.transfer.invoiceAmount).toBe(invoices[i].amount);
      expect(v.transfer.uniqueCode).toBeGreaterThanOrEqual(1);
      expect(v.transfer.uniqueCode).toBeLessThanOrEqual(999);
      expect(v.transfer.amount).toBe(invoices[i].amount + v.transfer.uniqueCode);
      expect(v.transfer.status).toBe('awaiting');
    }
    expect(new Set(views.map((v) => v.transfer.amount)).size).toBe(3);
    const again = await openTransfer(members[0].token, invoices[0]._id);
    expect(again.transfer.amount).toBe(views[0].transfer.amount);
    expect(again.bankAccounts.map((a) => a._id)).toContain(bankAccountId);
  });

  it('never gives two open transfers of one invoice amount the same total, opened at the same time', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => member()));
    const invoices = await Promise.all(members.map((m) => invoiceFor(m.token, 'medium', 3)));
    const views = await Promise.all(members.map((m, i) => openTransfer(m.token, invoices[i]._id)));
    expect(new Set(views.map((v) => v.transfer.amount)).size).toBe(8);
  });
});

describe('bank transfer: proof', () => {
  it('refuses a file whose bytes are not the declared image or PDF, or larger than 2 MB', async () => {
    const m = await member();
    const invoice = await invoiceFor(m.token);
    await openTransfer(m.token, invoice._id);
    const typeError = errorBody(
      400,
      'VALIDATION_FAILED',
      'Bukti transfer harus berupa gambar (JPG, PNG, WEBP) atau PDF',
      {
        fields: { data: 'Bukti transfer harus berupa gambar (JPG, PNG, WEBP) atau PDF' },
      },
    );
    // A text file renamed and declared as a PNG.
    const text = await sendProof(
      m.token,
      invoice._id,
      Buffer.from('hello, this is not an image at all'),
      'image/png',
    );
    expect(text.status).toBe(400);
    expect(text.body).toEqual(typeError);
    // A real PNG declared as a PDF.
    const relabelled = await sendProof(m.token, invoice._id, PNG, 'application/pdf');
    expect(relabelled.body).toEqual(typeError);
    const big = Buffer.concat([PDF, Buffer.alloc(PROOF_MAX_BYTES, 0x20)]);
    const tooBig = await sendProof(m.token, invoice._id, big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({
      details: { fields: { data: 'Ukuran bukti transfer maksimal 2 MB' } },
    });
    const noAccount = await t.current.api.route(transferRoutes.submitProof, {
      token: m.token,
      params: { id: invoice._id },
      body: {
        bankAccountId: '00000000-0000-4000-8000-000000000000',
        senderName: 'Budi',
        contentType: 'image/png',
        data: b64(PNG),
      },
    });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body).toMatchObject({
      details: { fields: { bankAccountId: 'Pilih rekening tujuan yang tersedia' } },
    });
    // Nothing was taken: the invoice still waits for a proof.
    const inv = await t.current.api.route(billingRoutes.invoice, {
      token: m.token,
      params: { id: invoice._id },
    });
    expect(inv.body.status).toBe('unpaid');
  });

  it('keeps a PNG or PDF proof; the invoice waits for an admin, and the owner and admins can open the file', async () => {
    const m = await member();
    const invoice = await invoiceFor(m.token);
    await openTransfer(m.token, invoice._id);
    const sent = await sendProof(m.token, invoice._id, PNG, 'image/png');
    expect(sent.status).toBe(200);
    expect(sent.body.transfer).toMatchObject({
      status: 'submitted',
      proofType: 'image/png',
      proofSize: PNG.length,
      senderName: 'Budi Santoso',
      bankLabel: 'BCA 1234567890 a.n. PT Booster Indonesia',
    });
    const inv = await t.current.api.route(billingRoutes.invoice, {
      token: m.token,
      params: { id: invoice._id },
    });
    expect(inv.body).toMatchObject({ status: 'pending', method: 'manual' });
    const own = await t.current.api.get(`/api/billing/invoices/${invoice._id}/transfer/proof`, {
      token: m.token,
    });
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    const byAdmin = await t.current.api.get(`/api/admin/order/${invoice._id}/transfer-proof`, {
      token: admin,
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.headers['content-type']).toBe('image/png');
  });
});

describe('bank transfer: admin review', () => {
  it('approving pays the invoice, activates the package, audits it and tells the member (bell + mail)', async () => {
    const { m, invoice } = await submitted();
    expect((await me(m.token)).subscriptionPackage).toBe('free');
    const approved = await t.current.api.route(adminOrderRoutes.approveTransfer, {
      token: admin,
      params: { id: invoice._id },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'paid',
      method: 'manual',
      transfer: { status: 'approved' },
    });
    const user = await me(m.token);
    expect(user.subscriptionPackage).toBe('premium');
    expect(user.expiredAt).not.toBeNull();
    const entries = await auditOf(invoice._id);
    expect(entries.map((e) => e.action)).toEqual(['billing.transfer-approved']);
    expect(entries[0].member?._id).toBe(m.id);
    const notes = await bell(m.token);
    expect(notes.find((n) => n.marketplace === 'booster')?.title).toBe('Pembayaran diterima');
    const mails = await t.current.api.mailbox(m.email);
    expect(mails.map((x) => x.subject)).toContain(`Pembayaran ${invoice.number} diterima`);
  });

  it('a second approval changes nothing: same expiry, one audit entry, one notification', async () => {
    const { m, invoice } = await submitted();
    const first = await t.current.api.route(adminOrderRoutes.approveTransfer, {
      token: admin,
      params: { id: invoice._id },
    });
    const expiry = (await me(m.token)).expiredAt;
    const [again, concurrent] = await Promise.all([
      t.current.api.route(adminOrderRoutes.approveTransfer, { token: admin, params: { id: invoice._id } }),
      t.current.api.route(adminOrderRoutes.approveTransfer, { token: admin, params: { id: invoice._id } }),
    ]);
    expect([first.status, again.status, concurrent.status]).toEqual([200, 200, 200]);
    expect(again.body.paidAt).toBe(first.body.paidAt);
    expect((await me(m.token)).expiredAt).toBe(expiry);
    expect(await auditOf(invoice._id)).toHaveLength(1);
    expect((await bell(m.token)).filter((n) => n.marketplace === 'booster')).toHaveLength(1);
  });

  it('rejecting needs a reason, cancels the invoice and tells the member why; it cannot be approved after', async () => {
    const { m, invoice } = await submitted();
    const noReason = await t.current.api.route(adminOrderRoutes.rejectTransfer, {
      token: admin,
      params: { id: invoice._id },
      body: { reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({
      details: { fields: { reason: 'Alasan wajib diisi (minimal 3 karakter)' } },
    });
    const reason = 'Nominal transfer tidak sesuai';
    const rejected = await t.current.api.route(adminOrderRoutes.rejectTransfer, {
      token: admin,
      params: { id: invoice._id },
      body: { reason },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'cancelled',
      transfer: { status: 'rejected', rejectReason: reason },
    });
    expect((await me(m.token)).subscriptionPackage).toBe('free');
    const note = (await bell(m.token)).find((n) => n.marketplace === 'booster');
    expect(note).toMatchObject({ title: 'Bukti transfer ditolak' });
    expect(note?.description).toContain(reason);
    const mail = (await t.current.api.mailbox(m.email)).find((x) => x.subject.includes('ditolak'));
    expect(mail?.text).toContain(reason);
    const [entry] = await auditOf(invoice._id);
    expect(entry).toMatchObject({ action: 'billing.transfer-rejected', reason });
    const late = await t.current.api.route(adminOrderRoutes.approveTransfer, {
      token: admin,
      params: { id: invoice._id },
    });
    expect(late.status).toBe(409);
    expect((await me(m.token)).subscriptionPackage).toBe('free');
  });

  it('a member who uses the app in English is told in English (mail and bell), either way', async () => {
    const approvedOne = await submitted();
    const rejectedOne = await submitted();
    for (const { m } of [approvedOne, rejectedOne]) {
      // Logging in (or refreshing) with the app in English makes English the member's language.
      const res = await t.current.api.post(
        '/api/auth/login',
        { email: m.email, password: m.password },
        {
          headers: { 'accept-language': 'en' },
        },
      );
      expect(res.status).toBe(200);
    }
    await t.current.api.route(adminOrderRoutes.approveTransfer, {
      token: admin,
      params: { id: approvedOne.invoice._id },
    });
    await t.current.api.route(adminOrderRoutes.rejectTransfer, {
      token: admin,
      params: { id: rejectedOne.invoice._id },
      body: { reason: 'Amount does not match' },
    });
    const approvedMail = await t.current.api.mailbox(approvedOne.m.email);
    const received = approvedMail.find((x) => x.subject === `Payment ${approvedOne.invoice.number} received`);
    expect(received?.text).toMatch(/^Hello /);
    expect(received?.text).toContain('Unsubscribe');
    expect((await bell(approvedOne.m.token)).find((n) => n.marketplace === 'booster')?.title).toBe(
      'Payment received',
    );
    const rejectedMail = await t.current.api.mailbox(rejectedOne.m.email);
    expect(rejectedMail.map((x) => x.subject)).toContain(
      `Proof of transfer ${rejectedOne.invoice.number} rejected`,
    );
    expect((await bell(rejectedOne.m.token)).find((n) => n.marketplace === 'booster')?.title).toBe(
      'Proof of transfer rejected',
    );
  });

  it('cannot approve an invoice whose proof has not come', async () => {
    const m = await member();
    const invoice = await invoiceFor(m.token);
    await openTransfer(m.token, invoice._id);
    const res = await t.current.api.route(adminOrderRoutes.approveTransfer, {
      token: admin,
      params: { id: invoice._id },
    });
    expect(res.status).toBe(409);
  });
});

describe('bank transfer: who may do what', () => {
  it("another member's invoice is a 404: opening, sending a proof, reading the proof", async () => {
    const { invoice } = await submitted();
    const other = await member();
    expect(
      (await t.current.api.route(transferRoutes.open, { token: other.token, params: { id: invoice._id } }))
        .status,
    ).toBe(404);
    expect((await sendProof(other.token, invoice._id)).status).toBe(404);
    const proof = await t.current.api.get(`/api/billing/invoices/${invoice._id}/transfer/proof`, {
      token: other.token,
    });
    expect(proof.status).toBe(404);
  });

  it('review, refund and bank accounts are admin-only: guest 401, member 403, sub-member 403', async () => {
    const { m, invoice } = await submitted();
    const staff = (await (await makeStaffWith(t.current, m, 'product')).login()).accessToken;
    const calls = [
      (token?: string) =>
        t.current.api.route(adminOrderRoutes.approveTransfer, { token, params: { id: invoice._id } }),
      (token?: string) =>
        t.current.api.route(adminOrderRoutes.rejectTransfer, {
          token,
          params: { id: invoice._id },
          body: { reason: 'tidak' },
        }),
      (token?: string) =>
        t.current.api.route(adminOrderRoutes.refund, {
          token,
          params: { id: invoice._id },
          body: { reason: 'refund' },
        }),
      (token?: string) => t.current.api.get(`/api/admin/order/${invoice._id}/transfer-proof`, { token }),
      (token?: string) => t.current.api.route(adminBankAccountRoutes.list, { token }),
      (token?: string) =>
        t.current.api.route(adminBankAccountRoutes.create, {
          token,
          body: { bankName: 'BRI', accountNumber: '0987654321', accountHolder: 'Budi' },
        }),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call(m.token)).status).toBe(403);
      expect((await call(staff)).status).toBe(403);
    }
    expect((await me(m.token)).subscriptionPackage).toBe('free');
  });

  it('bank accounts: admin adds, hides and removes them; members see only the active ones; each change audited', async () => {
    const m = await member();
    const invoice = await invoiceFor(m.token);
    const bad = await t.current.api.route(adminBankAccountRoutes.create, {
      token: admin,
      body: { bankName: 'BNI', accountNumber: 'abc', accountHolder: 'PT Booster' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      details: { fields: { accountNumber: 'Nomor rekening hanya berisi angka (5–30 digit)' } },
    });
    const bni = await t.current.api.route(adminBankAccountRoutes.create, {
      token: admin,
      body: { bankName: 'BNI', accountNumber: '5550001112', accountHolder: 'PT Booster' },
    });
    expect((await openTransfer(m.token, invoice._id)).bankAccounts.map((a) => a.bankName)).toContain('BNI');
    const hidden = await t.current.api.route(adminBankAccountRoutes.update, {
      token: admin,
      params: { id: bni.body._id },
      body: { bankName: 'BNI', accountNumber: '5550001112', accountHolder: 'PT Booster', active: false },
    });
    expect(hidden.body.active).toBe(false);
    expect((await openTransfer(m.token, invoice._id)).bankAccounts.map((a) => a._id)).not.toContain(
      bni.body._id,
    );
    // A hidden account cannot be named as the one paid into.
    const toHidden = await t.current.api.route(transferRoutes.submitProof, {
      token: m.token,
      params: { id: invoice._id },
      body: {
        bankAccountId: bni.body._id,
        senderName: 'Budi',
        contentType: 'application/pdf',
        data: b64(PDF),
      },
    });
    expect(toHidden.status).toBe(400);
    const all = await t.current.api.route(adminBankAccountRoutes.list, { token: admin });
    expect(all.body.map((a) => a._id)).toContain(bni.body._id);
    const remove = () =>
      t.current.api.route(adminBankAccountRoutes.remove, { token: admin, params: { id: bni.body._id } });
    expect((await remove()).status).toBe(200);
    expect((await remove()).status).toBe(404);
    const trail = await auditOf(bni.body._id);
    expect(trail.map((e) => e.action)).toEqual([
      'billing.bank-account-removed',
      'billing.bank-account-updated',
      'billing.bank-account-created',
    ]);
  });
});
