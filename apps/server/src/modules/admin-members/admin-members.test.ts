import {
  adminAuditRoutes,
  adminMemberRoutes,
  authRoutes,
  billingRoutes,
  downgradeRoutes,
} from '@booster/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeAdmin, makeMember, makeStaffWith, TEST_PASSWORD } from '../../test/factories.ts';
import { errorBody } from '../../test/http.ts';
import { impersonationSessions } from './tables.ts';

const t = useTestApp();

async function adminToken() {
  const admin = await makeAdmin(t.current);
  return { admin, token: (await admin.login()).accessToken };
}

/** An admin signed in, a fresh member, and the admin's answer to "log in as" that member. */
async function impersonateMember(pkg?: 'premium', reason = 'Bantu') {
  const { admin, token } = await adminToken();
  const member = await makeMember(t.current, pkg ? { package: pkg } : {});
  const res = await t.current.api.route(adminMemberRoutes.impersonate, {
    params: { id: member.id },
    body: { reason },
    token,
  });
  return { admin, token, member, res };
}

describe('admin members: access', () => {
  it('every admin member route answers a guest 401, a member and a sub-member 403', async () => {
    const owner = await makeMember(t.current, { package: 'platinum' });
    const member = (await owner.login()).accessToken;
    const staff = (await (await makeStaffWith(t.current, owner, 'product')).login()).accessToken;
    const params = { id: owner.id };
    const reason = { reason: 'uji' };
    const calls = [
      (token?: string) => t.current.api.route(adminMemberRoutes.list, { token }),
      (token?: string) => t.current.api.route(adminMemberRoutes.get, { params, token }),
      (token?: string) =>
        t.current.api.route(adminMemberRoutes.changePackage, {
          params,
          body: { subscriptionPackage: 'free', expiredAt: null, reason: 'uji' },
          token,
        }),
      (token?: string) => t.current.api.route(adminMemberRoutes.suspend, { params, body: reason, token }),
      (token?: string) => t.current.api.route(adminMemberRoutes.restore, { params, body: reason, token }),
      (token?: string) => t.current.api.route(adminMemberRoutes.resendVerification, { params, token }),
      (token?: string) => t.current.api.route(adminMemberRoutes.sendPasswordReset, { params, token }),
      (token?: string) => t.current.api.route(adminMemberRoutes.impersonate, { params, body: reason, token }),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call(member)).status).toBe(403);
      expect((await call(staff)).status).toBe(403);
    }
    // Nothing changed on the way.
    const { token } = await adminToken();
    const detail = await t.current.api.route(adminMemberRoutes.get, { params, token });
    expect(detail.body.member).toMatchObject({ subscriptionPackage: 'platinum', suspended: false });
  });
});

describe('admin members: list and member page', () => {
  it('searches by name, e-mail and shop name and filters by package, state, verified and expiry', async () => {
    const { token } = await adminToken();
    const tag = `cari${Date.now()}`;
    const soon = await makeMember(t.current, {
      package: 'premium',
      name: `${tag} Soon`,
      expiredAt: new Date(Date.now() + 3 * 86_400_000),
    });
    const later = await makeMember(t.current, { package: 'medium', name: `${tag} Later` });
    const unverified = await makeMember(t.current, { name: `${tag} New`, verified: false });

    const list = (query: Record<string, string>) =>
      t.current.api.route(adminMemberRoutes.list, { query: { search: tag, ...query }, token });
    const ids = async (query: Record<string, string>) => (await list(query)).body.docs.map((d) => d._id);

    expect((await ids({})).sort()).toEqual([soon.id, later.id, unverified.id].sort());
    expect(await ids({ subscriptionPackage: 'medium' })).toEqual([later.id]);
    expect(await ids({ verified: 'false' })).toEqual([unverified.id]);
    expect(await ids({ expiry: '7d' })).toEqual([soon.id]);
    expect(await ids({ expiry: 'none' })).toEqual([unverified.id]);
    expect(await ids({ state: 'suspended' })).toEqual([]);
    const byEmail = await t.current.api.route(adminMemberRoutes.list, {
      query: { search: later.email },
      token,
    });
    expect(byEmail.body.docs.map((d) => d._id)).toEqual([later.id]);
    expect(byEmail.body.docs[0]).toMatchObject({
      email: later.email,
      subscriptionPackage: 'medium',
      status: true,
      hasVerifiedEmail: true,
      suspended: false,
    });

    const bad = await t.current.api.route(adminMemberRoutes.list, {
      query: { expiry: 'soon' as '7d' },
      token,
    });
    expect(bad.status).toBe(400);
  });

  it('pages by cursor and by number alike; the total stops where the page buttons do unless asked exact', async () => {
    const { token } = await adminToken();
    const tag = `halaman${Date.now()}`;
    for (let i = 0; i < 7; i++) await makeMember(t.current, { name: `${tag} ${i}` });
    const list = async (query: Record<string, string>) => {
      const res = await t.current.api.route(adminMemberRoutes.list, {
        query: { search: tag, ...query },
        token,
      });
      expect(res.status).toBe(200);
      return res.body;
    };
    const names = (page: { docs: { name: string }[] }) => page.docs.map((d) => d.name);
    const first = await list({ limit: '2' });
    // Newest first: the seventh member made is the first row.
    expect(names(first)).toEqual([`${tag} 6`, `${tag} 5`]);
    expect(first.nextCursor).toEqual(expect.any(String));
    // Written by a stringifier compiled from the contract: every field as zod makes it.
    expect(first).toEqual(JSON.parse(JSON.stringify(adminMemberRoutes.list.response.parse(first))));
    expect(Object.keys(first.docs[0]).sort()).toEqual(
      Object.keys(adminMemberRoutes.list.response.shape.docs.element.shape).sort(),
    );
    const byCursor = await list({ limit: '2', page: '2', cursor: first.nextCursor ?? '' });
    const byNumber = await list({ limit: '2', page: '2' });
    expect(names(byCursor)).toEqual([`${tag} 4`, `${tag} 3`]);
    expect(names(byNumber)).toEqual(names(byCursor));
    expect(byCursor).toMatchObject({ page: 2, prevPage: 1, nextPage: 3 });
    const last = await list({ limit: '2', page: '4' });
    expect(names(last)).toEqual([`${tag} 0`]);
    expect(last.nextCursor).toBeNull();

    // 7 matches, 1 per page: the count stops at 6 (five pages and one more), exact on demand.
    const capped = await list({ limit: '1' });
    expect(capped).toMatchObject({ totalDocs: 6, totalCapped: true, totalPages: 6, nextPage: 2 });
    const exact = await list({ limit: '1', exactTotal: 'true' });
    expect(exact).toMatchObject({ totalDocs: 7, totalCapped: false, totalPages: 7 });

    for (const cursor of ['abc', Buffer.from('["x","y"]').toString('base64url')]) {
      const forged = await t.current.api.get<{ details: { fields: object } }>(
        `/api/admin/members?cursor=${cursor}`,
        { token },
      );
      expect(forged.status).toBe(400);
      expect(Object.keys(forged.body.details.fields)).toEqual(['cursor']);
    }
  });

  it('shows a member page; admins, sub-members and unknown ids are 404', async () => {
    const { admin, token } = await adminToken();
    const owner = await makeMember(t.current, { package: 'platinum' });
    const staff = await makeStaffWith(t.current, owner, 'product');
    const page = await t.current.api.route(adminMemberRoutes.get, { params: { id: owner.id }, token });
    expect(page.status).toBe(200);
    expect(page.body.member).toMatchObject({
      _id: owner.id,
      email: owner.email,
      subscriptionPackage: 'platinum',
    });
    expect(page.body.subMembers.map((s) => s._id)).toEqual([staff.id]);
    expect(page.body.shops).toEqual([]);
    expect(page.body.invoices).toEqual([]);
    for (const id of [admin.id, staff.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.current.api.route(adminMemberRoutes.get, { params: { id }, token });
      expect(res.status).toBe(404);
    }
  });
});

describe('admin members: actions', () => {
  it('changes package and expiry with a reason, audited in the member page', async () => {
    const { admin, token } = await adminToken();
    const member = await makeMember(t.current);
    const expiredAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const noReason = await t.current.api.route(adminMemberRoutes.changePackage, {
      params: { id: member.id },
      body: { subscriptionPackage: 'premium', expiredAt, reason: '  ' },
      token,
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ details: { fields: { reason: 'Wajib diisi' } } });

    const res = await t.current.api.route(adminMemberRoutes.changePackage, {
      params: { id: member.id },
      body: { subscriptionPackage: 'premium', expiredAt, reason: 'Kompensasi gangguan' },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subscriptionPackage: 'premium', expiredAt, status: true });

    // The member sees it.
    const session = await member.login();
    const me = await t.current.api.route(authRoutes.user, { token: session.accessToken });
    expect(me.body).toMatchObject({ subscriptionPackage: 'premium', expiredAt, status: true });

    const page = await t.current.api.route(adminMemberRoutes.get, { params: { id: member.id }, token });
    expect(page.body.activity[0]).toMatchObject({
      action: 'member.package-changed',
      actor: { _id: admin.id },
      reason: 'Kompensasi gangguan',
      detail: {
        from: { subscriptionPackage: 'free', expiredAt: null },
        to: { subscriptionPackage: 'premium', expiredAt },
      },
    });
  });

  it('suspending blocks login, refresh and the tokens in hand; restoring lets the member back in', async () => {
    const { token } = await adminToken();
    const owner = await makeMember(t.current, { package: 'platinum' });
    const staff = await makeStaffWith(t.current, owner, 'product');
    const session = await owner.login();
    const staffSession = await staff.login();

    const res = await t.current.api.route(adminMemberRoutes.suspend, {
      params: { id: owner.id },
      body: { reason: 'Penipuan' },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.suspended).toBe(true);

    const suspended = errorBody(
      403,
      'ACCOUNT_SUSPENDED',
      'Akun anda ditangguhkan. Silahkan hubungi admin Booster.',
    );
    const login = await t.current.api.post('/api/auth/login', {
      email: owner.email,
      password: TEST_PASSWORD,
    });
    expect(login.body).toEqual(suspended);
    const staffLogin = await t.current.api.post('/api/auth/login', {
      email: staff.email,
      password: TEST_PASSWORD,
    });
    expect(staffLogin.body).toEqual(suspended);
    const wrongPassword = await t.current.api.post('/api/auth/login', {
      email: owner.email,
      password: 'salah-123',
    });
    expect(wrongPassword.status).toBe(401);
    const me = await t.current.api.route(authRoutes.user, { token: session.accessToken });
    expect(me.body).toEqual(suspended);
    const staffMe = await t.current.api.route(authRoutes.user, { token: staffSession.accessToken });
    expect(staffMe.status).toBe(403);
    const refresh = await t.current.api.route(authRoutes.refresh, {
      body: { refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(401);

    const restored = await t.current.api.route(adminMemberRoutes.restore, {
      params: { id: owner.id },
      body: { reason: 'Sudah diverifikasi' },
      token,
    });
    expect(restored.body.suspended).toBe(false);
    const again = await owner.login();
    expect((await t.current.api.route(authRoutes.user, { token: again.accessToken })).status).toBe(200);

    const filtered = await t.current.api.route(adminAuditRoutes.list, {
      query: { memberId: owner.id },
      token,
    });
    expect(filtered.body.docs.map((d) => [d.action, d.reason])).toEqual([
      ['member.restored', 'Sudah diverifikasi'],
      ['member.suspended', 'Penipuan'],
    ]);
  });

  it('a suspended member cannot refresh even with a token issued after the suspension was set by hand', async () => {
    const member = await makeMember(t.current);
    const session = await member.login();
    await t.current.container.accounts.members.setSuspended(t.current.database.db, member.id, true);
    const refresh = await t.current.api.route(authRoutes.refresh, {
      body: { refreshToken: session.refreshToken },
    });
    expect(refresh.body).toEqual(
      errorBody(403, 'ACCOUNT_SUSPENDED', 'Akun anda ditangguhkan. Silahkan hubungi admin Booster.'),
    );
  });

  it('resends verification only to an unverified member and mails a password-reset link', async () => {
    const { token } = await adminToken();
    const unverified = await makeMember(t.current, { verified: false });
    const sent = await t.current.api.route(adminMemberRoutes.resendVerification, {
      params: { id: unverified.id },
      token,
    });
    expect(sent.body).toEqual({ message: 'Link verifikasi telah dikirim ke email member' });
    const { token: verifyToken } = await t.current.api.linkFromMail(unverified.email, '/verify-email');
    expect(verifyToken).toBeTruthy();

    const verified = await makeMember(t.current);
    const none = await t.current.api.route(adminMemberRoutes.resendVerification, {
      params: { id: verified.id },
      token,
    });
    expect(none.body).toEqual({ message: 'Email member sudah terverifikasi' });
    expect(await t.current.api.mailbox(verified.email)).toEqual([]);

    const reset = await t.current.api.route(adminMemberRoutes.sendPasswordReset, {
      params: { id: verified.id },
      token,
    });
    expect(reset.body).toEqual({ message: 'Link atur ulang password telah dikirim ke email member' });
    const link = await t.current.api.linkFromMail(verified.email, '/reset-password');
    const done = await t.current.api.post('/api/auth/reset-password', {
      token: link.token,
      password: 'baru-sekali-1',
    });
    expect(done.status).toBe(200);
    const audit = await t.current.api.route(adminAuditRoutes.list, {
      query: { memberId: verified.id },
      token,
    });
    expect(audit.body.docs.map((d) => d.action)).toEqual([
      'member.password-reset-sent',
      'member.verification-resent',
    ]);
  });
});

describe('admin members: login as a member (impersonation)', () => {
  it("opens the member's panel as the member, bannered by expiry, recorded at start and end", async () => {
    const before = Date.now();
    const { admin, token, member, res } = await impersonateMember('premium', 'Bantu cek pesanan');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: member.id, email: member.email, isAdmin: false });
    expect(res.body).not.toHaveProperty('refreshToken');
    const expires = new Date(res.body.expiresAt).getTime();
    expect(expires - before).toBeGreaterThan(29 * 60_000);
    expect(expires - before).toBeLessThanOrEqual(30 * 60_000 + 5_000);

    const imp = res.body.accessToken;
    const me = await t.current.api.route(authRoutes.user, { token: imp });
    expect(me.body).toMatchObject({ _id: member.id, subscriptionPackage: 'premium' });
    // The impersonation token is a member's token: no admin routes.
    expect((await t.current.api.route(adminMemberRoutes.list, { token: imp })).status).toBe(403);

    const ended = await t.current.api.route(adminMemberRoutes.endImpersonation, { token: imp });
    expect(ended.body).toEqual({ message: 'Sesi masuk sebagai member telah berakhir' });
    // The token stops at once, before its expiry.
    const after = await t.current.api.route(authRoutes.user, { token: imp });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'TOKEN_EXPIRED' });

    const audit = await t.current.api.route(adminAuditRoutes.list, { query: { memberId: member.id }, token });
    expect(audit.body.docs.map((d) => [d.action, d.actor._id])).toEqual([
      ['member.impersonation-ended', admin.id],
      ['member.impersonation-started', admin.id],
    ]);
    expect(audit.body.docs[1].reason).toBe('Bantu cek pesanan');
  });

  it('cannot reach password or e-mail changes, or billing writes; reading billing stays possible', async () => {
    const { member, res } = await impersonateMember('premium');
    const imp = res.body.accessToken;
    const refused = errorBody(
      403,
      'IMPERSONATION_FORBIDDEN',
      'Tidak dapat dilakukan saat admin masuk sebagai member',
    );
    const invoice = await t.current.api.route(billingRoutes.createInvoice, {
      body: { packageName: 'platinum', months: 3 },
      token: imp,
    });
    expect(invoice.body).toEqual(refused);
    const downgrade = await t.current.api.route(downgradeRoutes.downgrade, { body: {}, token: imp });
    expect(downgrade.body).toEqual(refused);
    const resend = await t.current.api.post('/api/auth/verify-email/resend', {}, { token: imp });
    expect(resend.body).toEqual(refused);
    // Every route whose path is about a password or an e-mail, present and future, refuses it.
    const routes = t.current.app.routeTable.filter(
      (r) =>
        /password|email/i.test(r.url) && r.access && r.access.kind !== 'public' && r.access.kind !== 'admin',
    );
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) {
      const url = r.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      const options = { token: imp };
      const call =
        r.method === 'GET' || r.method === 'HEAD'
          ? await t.current.api.get(url, options)
          : r.method === 'DELETE'
            ? await t.current.api.delete(url, options)
            : r.method === 'PUT'
              ? await t.current.api.put(url, {}, options)
              : await t.current.api.post(url, {}, options);
      expect([r.method, r.url, call.status]).toEqual([r.method, r.url, 403]);
    }
    const invoices = await t.current.api.route(billingRoutes.invoices, { query: {}, token: imp });
    expect(invoices.status).toBe(200);
    // The member's own session is not refused.
    const own = await member.login();
    const ownInvoice = await t.current.api.route(billingRoutes.createInvoice, {
      body: { packageName: 'platinum', months: 3 },
      token: own.accessToken,
    });
    expect(ownInvoice.status).toBe(200);
  });

  it('ends on expiry: the token is refused after 30 minutes and the sweep records the end', async () => {
    const { admin, token, member, res } = await impersonateMember();
    const { impersonation } = t.current.container.adminMembers;
    expect(await impersonation.isOpen(res.body.sessionId)).toBe(true);
    const later = new Date(Date.now() + 30 * 60_000 + 1_000);
    expect(await impersonation.closeExpired(new Date(Date.now() + 29 * 60_000))).toBe(0);
    expect(await impersonation.closeExpired(later)).toBeGreaterThanOrEqual(1);
    expect(await impersonation.isOpen(res.body.sessionId)).toBe(false);
    const refused = await t.current.api.route(authRoutes.user, { token: res.body.accessToken });
    expect(refused.status).toBe(401);
    const audit = await t.current.api.route(adminAuditRoutes.list, { query: { memberId: member.id }, token });
    expect(audit.body.docs[0]).toMatchObject({
      action: 'member.impersonation-ended',
      actor: { _id: admin.id },
      detail: { sessionId: res.body.sessionId, by: 'expiry' },
    });
  });

  it('refuses the token once the session is past its expiry, before any sweep ran', async () => {
    const { res } = await impersonateMember();
    const imp = res.body.accessToken;
    // A call first, so the token is known (verified tokens are remembered until their own expiry).
    expect((await t.current.api.route(authRoutes.user, { token: imp })).status).toBe(200);
    // The 30 minutes are up (the clock of the database row, not of the sweep).
    await t.current.database.db
      .update(impersonationSessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(impersonationSessions.id, res.body.sessionId));
    const after = await t.current.api.route(authRoutes.user, { token: imp });
    expect(after.body).toMatchObject({ statusCode: 401, code: 'TOKEN_EXPIRED' });
  });

  it('the token itself expires after its lifetime, even while its session is open', async () => {
    const { token, member, res } = await impersonateMember();
    const { sessionId } = res.body;
    expect(await t.current.container.adminMembers.impersonation.isOpen(sessionId)).toBe(true);
    const adminId = (await t.current.api.route(authRoutes.adminUser, { token })).body._id;
    const sign = (ttlSeconds: number) =>
      t.current.container.tokens.sign(member.id, { impersonation: { sessionId, adminId }, ttlSeconds });
    // The same claims with time left are let in: the refusal below is the token's age alone.
    expect((await t.current.api.route(authRoutes.user, { token: await sign(60) })).status).toBe(200);
    const expired = await t.current.api.route(authRoutes.user, { token: await sign(-1) });
    expect(expired.body).toMatchObject({ statusCode: 401, code: 'TOKEN_EXPIRED' });
  });
});
