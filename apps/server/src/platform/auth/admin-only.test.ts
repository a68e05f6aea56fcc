import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember, makeStaffWith } from '../../test/factories.ts';
import type { DeclaredRoute } from './access-control.ts';

const t = useTestApp();

/** The admin side of the API by its path: the Booster Panel's routes and the admin's own session. */
const isAdminPath = (url: string) => url.startsWith('/api/admin/') || url.startsWith('/api/authadmin/');
/** Admin paths anyone may call: the admin login form itself. */
const PUBLIC_ADMIN_PATHS = new Set(['POST /api/authadmin/login']);

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every registered admin route, read from Fastify's own table, so a route added later is swept too. */
function adminRoutes(): DeclaredRoute[] {
  return t.current.app.routeTable.filter(
    (r) =>
      r.method !== 'HEAD' &&
      (r.access?.kind === 'admin' || (isAdminPath(r.url) && !PUBLIC_ADMIN_PATHS.has(`${r.method} ${r.url}`))),
  );
}

/** One call to the route with any id in its params and an empty body: access is decided before input. */
async function call(route: DeclaredRoute, token?: string) {
  const url = route.url.replace(/:\w+/g, SOME_ID);
  const res = await t.current.app.inject({
    method: route.method as 'GET',
    url,
    headers: {
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
  });
  return { status: res.statusCode, code: (res.json() as { code?: string }).code };
}

describe('the Booster Panel API is admin-only', () => {
  it('declares every /api/admin and /api/authadmin route admin-only (but the admin login)', () => {
    const routes = t.current.app.routeTable.filter((r) => isAdminPath(r.url) && r.method !== 'HEAD');
    const weaker = routes
      .filter((r) => r.access?.kind !== 'admin' && !PUBLIC_ADMIN_PATHS.has(`${r.method} ${r.url}`))
      .map((r) => `${r.method} ${r.url}: ${r.access?.kind ?? 'undeclared'}`);
    expect(weaker).toEqual([]);
  });

  it('answers a guest 401, a member and a sub-member 403 NOT_ADMIN on every admin route', async () => {
    const routes = adminRoutes();
    // The panel's modules (members, content, blasts, usage, billing, affiliates, ...) all register here:
    // a sweep this small would mean the table walk saw nothing.
    expect(routes.length).toBeGreaterThan(50);

    const owner = await makeMember(t.current, { package: 'platinum' });
    const member = (await owner.login()).accessToken;
    // A sub-member with every menu of the seller panel on: still no admin.
    const staff = (await (await makeStaffWith(t.current, owner, 'product', 'order', 'chat')).login())
      .accessToken;

    const answers = [];
    for (const route of routes) {
      answers.push({
        route: `${route.method} ${route.url}`,
        guest: await call(route),
        member: await call(route, member),
        subMember: await call(route, staff),
      });
    }
    const expected = routes.map((route) => ({
      route: `${route.method} ${route.url}`,
      guest: { status: 401, code: 'UNAUTHENTICATED' },
      member: { status: 403, code: 'NOT_ADMIN' },
      subMember: { status: 403, code: 'NOT_ADMIN' },
    }));
    expect(answers).toEqual(expected);
  }, 120_000);
});
