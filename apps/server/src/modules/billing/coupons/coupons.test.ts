import {
  adminCouponRoutes,
  billingRoutes,
  type Coupon,
  type CouponInput,
  type PlanChoice,
} from '@booster/contracts';
import { jakartaIsoDate } from '@booster/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import {
  makeAdmin,
  makeMember,
  makeRole,
  makeSignedInMember,
  makeSubMember,
  menuWith,
} from '../../../test/factories.ts';
import { errorBody } from '../../../test/http.ts';
import { settleThroughSnap } from '../../../test/midtrans-snap.ts';

const t = useTestApp({ listen: true });

const DAY = 86_400_000;
const day = (offset: number) => jakartaIsoDate(new Date(Date.now() + offset * DAY));
let codeSeq = 0;
const uniqueCode = (prefix = 'HEMAT') => `${prefix}${Date.now().toString(36).toUpperCase()}${++codeSeq}`;

let adminToken: string | null = null;
async function admin() {
  adminToken ??= (await (await makeAdmin(t.current)).login()).accessToken;
  return adminToken;
}

function couponInput(overrides: Partial<CouponInput> = {}): CouponInput {
  return {
    code: uniqueCode(),
    kind: 'percent',
    value: 20,
    packages: ['premium', 'medium'],
    months: [1, 3],
    validFrom: day(-1),
    validUntil: day(30),
    maxUses: null,
    maxUsesPerMember: 1,
    active: true,
    ...overrides,
  };
}

async function makeCoupon(overrides: Partial<CouponInput> = {}): Promise<Coupon> {
  const res = await t.current.api.route(adminCouponRoutes.create, {
    token: await admin(),
    body: couponInput(overrides),
  });
  expect(res.status).toBe(200);
  return res.body;
}

const member = () => makeSignedInMember(t.current);

const choice = (couponCode: string, overrides: Partial<PlanChoice> = {}): PlanChoice => ({
  packageName: 'premium',
  months: 3,
  couponCode,
  ...overrides,
});

async function couponRow(id: string) {
  const list = await t.current.api.route(adminCouponRoutes.list, {
    token: await admin(),
    query: { limit: 300 },
  });
  return list.body.docs.find((c) => c._id === id);
}

describe('coupons at confirmation', () => {
  it('the quote and the invoice carry the discount, in any letter case', async () => {
    const coupon = await makeCoupon({ kind: 'percent', value: 20 });
    const m = await member();
    const quote = await t.current.api.route(billingRoutes.quote, {
      token: m.token,
      body: choice(coupon.code.toLowerCase()),
    });
    expect(quote.status).toBe(200);
    // premium 3 months: 402.000; 20 % off = 80.400
    expect(quote.body).toMatchObject({
      price: 402_000,
      couponCode: coupon.code,
      couponDiscount: 80_400,
      amount: 321_600,
    });
    const invoice = await t.current.api.route(billingRoutes.createInvoice, {
      token: m.token,
      body: choice(coupon.code),
    });
    expect(invoice.status).toBe(200);
    expect(invoice.body).toMatchObject({ couponCode: coupon.code, couponDiscount: 80_400, amount: 321_600 });
    expect(await couponRow(coupon._id)).toMatchObject({ used: 0, reserved: 1 });
  });

  it('a fixed amount comes off what is left after the upgrade credit', async () => {
    const coupon = await makeCoupon({ kind: 'amount', value: 50_000, packages: ['medium'], months: [1] });
    const m = await makeMember(t.current, {
      package: 'premium',
      expiredAt: new Date(Date.now() + 10.5 * DAY),
    });
    const token = (await m.login()).accessToken;
    const plain = await t.current.api.route(billingRoutes.quote, {
      token,
      body: { packageName: 'medium', months: 1 },
    });
    const quote = await t.current.api.route(billingRoutes.quote, {
      token,
      body: choice(coupon.code, { packageName: 'medium', months: 1 }),
    });
    expect(plain.body.credit).toBeGreaterThan(0);
    expect(quote.body).toMatchObject({
      credit: plain.body.credit,
      couponDiscount: 50_000,
      amount: plain.body.amount - 50_000,
    });
    expect(plain.body).toMatchObject({ couponCode: null, couponDiscount: 0 });
  });

  it('refuses with an Indonesian message under couponCode', async () => {
    const m = await member();
    const refused = async (body: PlanChoice, message: string) => {
      const res = await t.current.api.route(billingRoutes.quote, { token: m.token, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(
        errorBody(400, 'VALIDATION_FAILED', expect.any(String), { fields: { couponCode: message } }),
      );
    };
    await refused(choice('TIDAKADA'), 'Kupon tidak ditemukan');
    const inactive = await makeCoupon({ active: false });
    await refused(choice(inactive.code), 'Kupon tidak ditemukan');
    const past = await makeCoupon({ validFrom: day(-10), validUntil: day(-2) });
    await refused(choice(past.code), 'Kupon sudah kedaluwarsa');
    const future = await makeCoupon({ validFrom: day(3), validUntil: day(10) });
    await refused(choice(future.code), 'Kupon belum berlaku');
    const mediumOnly = await makeCoupon({ packages: ['medium'] });
    await refused(choice(mediumOnly.code), 'Kupon tidak berlaku untuk paket ini');
    const yearly = await makeCoupon({ months: [12] });
    await refused(choice(yearly.code), 'Kupon tidak berlaku untuk durasi ini');
  });

  it('counts a use when the invoice is paid; then the member has used it, and a full coupon is used up', async () => {
    const coupon = await makeCoupon({ maxUses: 1, maxUsesPerMember: 1, months: [1] });
    const m = await member();
    const invoice = await t.current.api.route(billingRoutes.createInvoice, {
      token: m.token,
      body: choice(coupon.code, { months: 1 }),
    });
    const paid = await settleThroughSnap(t.current, m.token, invoice.body._id);
    expect(paid).toMatchObject({ status: 'paid', couponCode: coupon.code, amount: 119_200 });
    expect(await couponRow(coupon._id)).toMatchObject({ used: 1, reserved: 0 });

    const again = await t.current.api.route(billingRoutes.quote, {
      token: m.token,
      body: choice(coupon.code, { months: 1 }),
    });
    expect(again.body).toMatchObject({
      details: { fields: { couponCode: 'Anda sudah menggunakan kupon ini' } },
    });
    const other = await member();
    const full = await t.current.api.route(billingRoutes.createInvoice, {
      token: other.token,
      body: choice(coupon.code, { months: 1 }),
    });
    expect(full.status).toBe(400);
    expect(full.body).toMatchObject({ details: { fields: { couponCode: 'Kuota kupon sudah habis' } } });
  });

  it('a cancelled payment gives the use back', async () => {
    const coupon = await makeCoupon({ maxUses: 1, months: [1] });
    const m = await member();
    const invoice = await t.current.api.route(billingRoutes.createInvoice, {
      token: m.token,
      body: choice(coupon.code, { months: 1 }),
    });
    expect(await couponRow(coupon._id)).toMatchObject({ used: 0, reserved: 1 });
    await settleThroughSnap(t.current, m.token, invoice.body._id, 'cancel');
    expect(await couponRow(coupon._id)).toMatchObject({ used: 0, reserved: 0 });
    const other = await member();
    const next = await t.current.api.route(billingRoutes.createInvoice, {
      token: other.token,
      body: choice(coupon.code, { months: 1 }),
    });
    expect(next.status).toBe(200);
  });

  it('the last use goes to one invoice when many members ask at once', async () => {
    const coupon = await makeCoupon({ maxUses: 1, maxUsesPerMember: null });
    const members = await Promise.all(Array.from({ length: 6 }, () => member()));
    const answers = await Promise.all(
      members.map((m) =>
        t.current.api.route(billingRoutes.createInvoice, { token: m.token, body: choice(coupon.code) }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.status === 400)) {
      expect(refused.body).toMatchObject({ details: { fields: { couponCode: 'Kuota kupon sudah habis' } } });
    }
    expect(await couponRow(coupon._id)).toMatchObject({ used: 0, reserved: 1 });
  });

  it('one member asking several times at once gets one invoice with the coupon', async () => {
    const coupon = await makeCoupon({ maxUses: null, maxUsesPerMember: 1 });
    const m = await member();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.current.api.route(billingRoutes.createInvoice, { token: m.token, body: choice(coupon.code) }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400]);
    expect(answers.find((a) => a.status === 400)?.body).toMatchObject({
      details: { fields: { couponCode: 'Anda sudah menggunakan kupon ini' } },
    });
  });
});

describe('/admin/order/coupon', () => {
  it('creates, lists, edits and deactivates, each change in the audit log', async () => {
    const adminUser = await makeAdmin(t.current);
    const token = (await adminUser.login()).accessToken;
    const input = couponInput({ code: `  ${uniqueCode('baru')}  `, kind: 'amount', value: 25_000 });
    const created = await t.current.api.route(adminCouponRoutes.create, { token, body: input });
    expect(created.status).toBe(200);
    const code = String(input.code).trim().toUpperCase();
    expect(created.body).toMatchObject({
      code,
      kind: 'amount',
      value: 25_000,
      packages: ['premium', 'medium'],
      months: [1, 3],
      validFrom: input.validFrom,
      validUntil: input.validUntil,
      active: true,
      used: 0,
      reserved: 0,
    });

    const found = await t.current.api.route(adminCouponRoutes.list, { token, query: { search: code } });
    expect(found.body.docs.map((c) => c._id)).toEqual([created.body._id]);

    const edited = await t.current.api.route(adminCouponRoutes.update, {
      token,
      params: { id: created.body._id },
      body: { ...input, code, kind: 'percent', value: 15, months: [12, 6] },
    });
    expect(edited.body).toMatchObject({ kind: 'percent', value: 15, months: [6, 12] });

    const off = await t.current.api.route(adminCouponRoutes.deactivate, {
      token,
      params: { id: created.body._id },
    });
    expect(off.body).toMatchObject({ active: false });
    const inactive = await t.current.api.route(adminCouponRoutes.list, {
      token,
      query: { search: code, status: 'inactive' },
    });
    expect(inactive.body.totalDocs).toBe(1);

    const audit = await t.current.api.get<{ docs: { action: string; actor: { _id: string } }[] }>(
      `/api/admin/audit-log?actorId=${adminUser.id}`,
      { token },
    );
    expect(audit.body.docs.map((d) => d.action)).toEqual([
      'coupon.deactivated',
      'coupon.updated',
      'coupon.created',
    ]);
  });

  it('answers 400 on the field: code taken, bad code, percent over 100, end before start', async () => {
    const token = await admin();
    const taken = await makeCoupon();
    const cases: [Partial<CouponInput>, string, string][] = [
      [{ code: taken.code.toLowerCase() }, 'code', 'Kode kupon sudah dipakai kupon lain'],
      [{ code: 'a b' }, 'code', 'Kode kupon 3–32 karakter: huruf, angka, - atau _'],
      [{ kind: 'percent', value: 101 }, 'value', 'Persen diskon antara 1 dan 100'],
      [
        { validFrom: day(5), validUntil: day(1) },
        'validUntil',
        'Tanggal berakhir tidak boleh sebelum tanggal mulai',
      ],
      [{ packages: [] }, 'packages', 'Pilih minimal satu paket'],
      [{ validFrom: '2026-02-30' }, 'validFrom', 'Tanggal tidak valid'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await t.current.api.route(adminCouponRoutes.create, {
        token,
        body: couponInput(overrides),
      });
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ details: { fields: { [field]: message } } });
    }
    const missing = await t.current.api.route(adminCouponRoutes.deactivate, {
      token,
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
  });

  it('is admin-only: guest 401, member 403, sub-member 403', async () => {
    const owner = await member();
    const role = await makeRole(t.current, owner, menuWith('home'));
    const staff = await makeSubMember(t.current, owner, role);
    const staffToken = (await staff.login()).accessToken;
    const guest = await t.current.api.route(adminCouponRoutes.list, {});
    expect(guest.status).toBe(401);
    for (const token of [owner.token, staffToken]) {
      expect((await t.current.api.route(adminCouponRoutes.list, { token })).status).toBe(403);
      const create = await t.current.api.route(adminCouponRoutes.create, { token, body: couponInput() });
      expect(create.status).toBe(403);
    }
  });
});
