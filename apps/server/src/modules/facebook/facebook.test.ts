import type { ApiError, FacebookAccount } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember } from '../../test/factories.ts';
import { approveConsent, type ConsentOption } from '../shops/index.ts';

const t = useTestApp({ listen: true });

async function login(
  token: string,
  pick: (o: ConsentOption[]) => ConsentOption | undefined = (o) => o[0],
  reconnectId?: string,
) {
  const auth = await t.current.api.get<{ url: string }>(
    `/api/app/facebook/authorize${reconnectId ? `?reconnectId=${reconnectId}` : ''}`,
    { token },
  );
  expect(auth.status).toBe(200);
  const back = await approveConsent(fetch, auth.body.url, pick);
  expect(back.pathname).toBe('/facebook/callback/app');
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? undefined };
}

describe('Facebook accounts and pages', () => {
  it('connects, lists pages, saves a selection, posts, and deletes', async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    const { accessToken: token } = await member.login();
    const connected = await t.current.api.post<FacebookAccount>(
      '/api/app/facebook/connect',
      await login(token),
      { token },
    );
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    expect(connected.body).toMatchObject({ status: 'connect', totalPage: 0 });

    const pages = await t.current.api.get<{
      data: { id: string; name: string }[];
      nextOffset: string | null;
    }>(`/api/app/facebook/api/page?accountId=${connected.body._id}&limit=1`, { token });
    expect(pages.status).toBe(200);
    expect(pages.body.data).toHaveLength(1);
    const first = pages.body.data[0];

    const saved = await t.current.api.post<{ pages: { pageId: string }[] }>(
      '/api/app/facebook/page',
      { account: connected.body._id, pages: [first], deletePagesId: [] },
      { token },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.pages.map((p) => p.pageId)).toEqual([first.id]);
    const ids = await t.current.api.get<{ ids: string[] }>(
      `/api/app/facebook/page/id?accountId=${connected.body._id}`,
      { token },
    );
    expect(ids.body.ids).toEqual([first.id]);

    const accounts = await t.current.api.get<{ docs: FacebookAccount[]; totalDocs: number }>(
      '/api/app/facebook/account?page=1&limit=10',
      { token },
    );
    expect(accounts.body).toMatchObject({ totalDocs: 1, docs: [expect.objectContaining({ totalPage: 1 })] });

    const posted = await t.current.api.post<{ results: { postId: string | null; error: string | null }[] }>(
      '/api/app/facebook/pages/feed',
      { pageIds: [first.id], message: 'Promo hari ini!', link: 'https://booster.test/promo' },
      { token },
    );
    expect(posted.status).toBe(200);
    expect(posted.body.results[0]).toMatchObject({ error: null });
    expect(posted.body.results[0].postId).toBeTruthy();

    // Another seller cannot read or post to these.
    const { accessToken: other } = await (await makeMember(t.current, { package: 'premium' })).login();
    expect(
      (await t.current.api.get(`/api/app/facebook/page/id?accountId=${connected.body._id}`, { token: other }))
        .status,
    ).toBe(404);
    expect(
      (
        await t.current.api.post(
          '/api/app/facebook/pages/feed',
          { pageIds: [first.id], message: 'x' },
          { token: other },
        )
      ).status,
    ).toBe(404);
    expect(
      (await t.current.api.delete(`/api/app/facebook/${connected.body._id}`, { token: other })).status,
    ).toBe(404);

    // The same Facebook user on another Booster account: 403 with this account's e-mail.
    const taken = await t.current.api.post<ApiError>('/api/app/facebook/connect', await login(other), {
      token: other,
    });
    expect(taken.status).toBe(403);
    expect(taken.body).toMatchObject({ code: 'FACEBOOK_TAKEN', details: { email: member.email } });
    expect(taken.body.message).toBe(`Facebook sudah dihubungkan oleh akun ${member.email}`);

    // Reconnect: unknown id 403, another Facebook user 406, the same user 200.
    const unknown = await t.current.api.put<ApiError>(
      '/api/app/facebook/reconnect/00000000-0000-4000-8000-000000000000',
      await login(token),
      { token },
    );
    expect(unknown.status).toBe(403);
    expect(unknown.body.message).toBe('Akun tidak ditemukan');
    const reconnectAs = async <T>(pick: (o: ConsentOption[]) => ConsentOption | undefined) =>
      t.current.api.put<T>(
        `/api/app/facebook/reconnect/${connected.body._id}`,
        await login(token, pick, connected.body._id),
        { token },
      );
    const mismatch = await reconnectAs<ApiError>((o) => o[1]);
    expect(mismatch.status).toBe(406);
    expect(mismatch.body.message).toBe('Akun tidak sesuai!');
    const same = await reconnectAs<FacebookAccount>((o) => o[0]);
    expect(same.status).toBe(200);

    const removed = await t.current.api.delete<{ message: string }>(
      `/api/app/facebook/${connected.body._id}`,
      { token },
    );
    expect(removed.status).toBe(200);
  });

  it('answers 402 when a free member connects a second Facebook account', async () => {
    const { accessToken: token } = await (await makeMember(t.current)).login();
    expect(
      (await t.current.api.post('/api/app/facebook/connect', await login(token, (o) => o[1]), { token }))
        .status,
    ).toBe(200);
    const over = await t.current.api.post<ApiError>(
      '/api/app/facebook/connect',
      await login(token, (o) => o[2]),
      { token },
    );
    expect(over.status).toBe(402);
    expect(over.body.code).toBe('FACEBOOK_LIMIT_REACHED');
  });
});
