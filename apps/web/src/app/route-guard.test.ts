import { fullMenu } from '@booster/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roleMenu, testUser } from '../test/user.ts';

type Session = { user: Record<string, unknown>; accessToken: string; refreshToken: string };

const member = testUser({ expiredAt: '2099-01-01T00:00:00.000Z', menu: fullMenu(true) });

const orderOnlyMenu = roleMenu({ order: 'all' });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const farFuture = { start: '2000-01-01T00:00:00.000Z', end: '2000-01-01T01:00:00.000Z' };

async function setup(opts: {
  session?: Session;
  serverUser?: Record<string, unknown>;
  maintenance?: typeof farFuture;
}) {
  vi.resetModules();
  const data = new Map<string, string>();
  if (opts.session) data.set('booster.auth', JSON.stringify(opts.session));
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  });
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url === '/api/guest/config') {
        return json(200, {
          maintenance: opts.maintenance ?? farFuture,
          marketplaceMode: 'sandbox',
          appUrl: 'http://x',
        });
      }
      if (url === '/api/auth/user' || url === '/api/authadmin/user')
        return json(200, opts.serverUser ?? opts.session?.user);
      return json(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'x' });
    }),
  );
  const { createGuardLoader } = await import('./route-guard.ts');
  const { loadAppRoutes } = await import('./routes.tsx');
  const { takeGuardNotice } = await import('./guard-notice.ts');
  const loader = createGuardLoader(await loadAppRoutes());
  const run = async (path: string) => {
    try {
      const result = await loader({
        request: new Request(`http://app${path}`),
        params: {},
        context: undefined,
      } as never);
      return { kind: 'allow' as const, result };
    } catch (thrown) {
      if (thrown instanceof Response)
        return { kind: 'redirect' as const, to: thrown.headers.get('Location') };
      // `data(null, { status })`: the router turns it into an error response with that status.
      const status = (thrown as { init?: { status?: number } }).init?.status;
      return { kind: 'error' as const, status };
    }
  };
  return { run, calls, takeGuardNotice, storage: data };
}

const session = (user: Record<string, unknown>): Session => ({ user, accessToken: 'a', refreshToken: 'r' });

afterEach(() => vi.unstubAllGlobals());

describe('route guard loader', () => {
  it('sends every path to /maintenance inside the window', async () => {
    const now = Date.now();
    const { run } = await setup({
      maintenance: { start: new Date(now - 60_000).toISOString(), end: new Date(now + 60_000).toISOString() },
    });
    expect(await run('/pricing')).toEqual({ kind: 'redirect', to: '/maintenance' });
    expect((await run('/maintenance')).kind).toBe('allow');
  });

  it('sends a guest on a protected route to /login and lets public pages through', async () => {
    const { run, calls } = await setup({});
    expect(await run('/panel/home')).toEqual({ kind: 'redirect', to: '/login' });
    expect(await run('/admin/dashboard')).toEqual({ kind: 'redirect', to: '/login' });
    expect((await run('/pricing')).kind).toBe('allow');
    expect(calls).not.toContain('/api/auth/user');
  });

  it('refreshes the member and lets a logged-in member off the login page', async () => {
    const { run, calls } = await setup({ session: session(member) });
    expect(await run('/login')).toEqual({ kind: 'redirect', to: '/panel/home' });
    expect(calls).toContain('/api/auth/user');
    expect((await run('/panel/home')).kind).toBe('allow');
    expect(await run('/admin/dashboard')).toEqual({ kind: 'redirect', to: '/panel/home' });
  });

  it('uses the admin endpoint for admins and keeps them in /admin', async () => {
    const admin = { ...member, isAdmin: true, email: 'admin@booster.test' };
    const { run, calls } = await setup({ session: session(admin) });
    expect(await run('/panel/home')).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
    expect(await run('/login/admin')).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
    expect((await run('/admin/gallery')).kind).toBe('allow');
    expect(calls).toContain('/api/authadmin/user');
  });

  it('uses the refreshed user, not the stored one', async () => {
    const { run } = await setup({
      session: session(member),
      serverUser: { ...member, hasVerifiedEmail: false },
    });
    expect(await run('/panel/home')).toEqual({ kind: 'redirect', to: '/verify-email/resend' });
  });

  it('sends an expired member to /expired but lets payment pages through', async () => {
    const expired = { ...member, expiredAt: '2020-01-01T00:00:00.000Z' };
    const { run } = await setup({ session: session(expired) });
    expect(await run('/panel/home')).toEqual({ kind: 'redirect', to: '/expired' });
    expect((await run('/panel/plan/payment')).kind).toBe('allow');
  });

  it('opens the package gate instead of the page for a blocked package', async () => {
    const { run } = await setup({
      session: session({ ...member, subscriptionPackage: 'shopeeOptimization' }),
    });
    const r = await run('/panel/product/master/stock/setting');
    expect(r.kind).toBe('allow');
    expect(r.kind === 'allow' && r.result.blockedFeature).toBe('masterProduct');
  });

  it('refuses a sub-member outside the enabled menus with a notice and a redirect', async () => {
    const staff = { ...member, subMember: true, menu: orderOnlyMenu };
    const { run, takeGuardNotice } = await setup({ session: session(staff) });
    expect(await run('/panel/product/mp')).toEqual({ kind: 'redirect', to: '/panel/order/mp' });
    expect(takeGuardNotice()).toBe('forbidden');
    expect((await run('/panel/order/mp/shopee')).kind).toBe('allow');
    expect(takeGuardNotice()).toBeNull();
  });

  it('opens the chat area to sub-members with the chat menu only, and there only its enabled pages', async () => {
    const orderStaff = { ...member, subMember: true, menu: orderOnlyMenu };
    const refused = await setup({ session: session(orderStaff) });
    expect(await refused.run('/panel/chat')).toEqual({ kind: 'redirect', to: '/panel/order/mp' });
    expect(refused.takeGuardNotice()).toBe('forbidden');

    const inboxOnly = roleMenu({ chat: ['chat-inbox'] });
    const chatStaff = { ...member, subMember: true, menu: inboxOnly };
    const served = await setup({ session: session(chatStaff) });
    expect((await served.run('/panel/chat')).kind).toBe('allow');
    expect(await served.run('/panel/chat/monitor')).toEqual({ kind: 'redirect', to: '/panel/chat' });
  });

  it('answers 404 for a marketplace outside the route list', async () => {
    const { run } = await setup({ session: session(member) });
    expect(await run('/panel/product/mp/blibli')).toEqual({ kind: 'error', status: 404 });
  });
});
