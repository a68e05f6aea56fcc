import type { ApiError, Shop, TokopediaRequest } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeAdmin, makeMember } from '../../test/factories.ts';
import { connectTokopedia } from '../../test/marketplace.ts';

const t = useTestApp({ listen: true });

type Created = { message: string; request: TokopediaRequest };
type ChatShops = { docs: { _id: string; shopname: string; chat: string }[]; usage: number; limit: number };

describe('Tokopedia request through admin confirmation', () => {
  it('validates, creates a request, lets only an admin confirm it, then the shop is connected', async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    const { accessToken: token } = await member.login();
    const admin = (await (await makeAdmin(t.current)).login()).accessToken;

    const empty = await t.current.api.post<ApiError>(
      '/api/app/marketplace/tokopedia/connect',
      { shopname: 'Toko', shopdomain: '' },
      { token },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Silahkan isi nama toko dan link toko');

    const created = await t.current.api.post<Created>(
      '/api/app/marketplace/tokopedia/connect',
      { shopname: 'Toko Maju', shopdomain: 'https://www.tokopedia.com/tokomaju/' },
      { token },
    );
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(
      'Request Sukses! Akun tokopedia anda sedang dalam proses untuk dihubungkan.',
    );
    expect(created.body.request).toMatchObject({
      status: 'processing',
      shopdomain: 'tokopedia.com/tokomaju',
    });

    const listed = await t.current.api.get<{ docs: { _id: string; account: { email: string } }[] }>(
      '/api/admin/request/tokopedia?status=processing',
      { token: admin },
    );
    expect(listed.body.docs.find((d) => d._id === created.body.request._id)?.account.email).toBe(
      member.email,
    );
    expect((await t.current.api.get('/api/admin/request/tokopedia', { token })).status).toBe(403);

    const byMember = await t.current.api.post(
      '/api/app/marketplace/tokopedia/confirm/',
      { id: created.body.request._id },
      { token },
    );
    expect(byMember.status).toBe(403);

    const confirmed = await t.current.api.post<{ message: string; shop: Shop }>(
      '/api/app/marketplace/tokopedia/confirm/',
      { id: created.body.request._id },
      { token: admin },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.message).toBe('Toko berhasil dihubungkan');
    expect(confirmed.body.shop).toMatchObject({
      marketplace: 'tokopedia',
      status: 'connect',
      shopname: 'Toko Maju',
    });

    const again = await t.current.api.post<ApiError>(
      '/api/app/marketplace/tokopedia/confirm',
      { id: created.body.request._id },
      { token: admin },
    );
    expect(again.status).toBe(409);

    const shops = await t.current.api.get<{ docs: Shop[] }>('/api/app/marketplace?marketplace=tokopedia', {
      token,
    });
    expect(shops.body.docs.map((s) => s._id)).toEqual([confirmed.body.shop._id]);
    const count = await t.current.api.get<{ count: number }>(
      `/api/app/marketplace/count-product/${confirmed.body.shop._id}`,
      { token },
    );
    expect(count.status).toBe(200);

    // Chat: the connected shop appears in the list; the request is confirmed by an admin.
    const chatList = await t.current.api.get<ChatShops>('/api/chat/marketplace/tokopedia/shops?search=maju', {
      token,
    });
    expect(chatList.body).toMatchObject({ usage: 0, limit: 3 });
    expect(chatList.body.docs).toEqual([
      expect.objectContaining({ _id: confirmed.body.shop._id, chat: 'none' }),
    ]);
    const chatRequest = await t.current.api.post<Created>(
      '/api/chat/marketplace/tokopedia/connect',
      { id: confirmed.body.shop._id },
      { token },
    );
    expect(chatRequest.status).toBe(200);
    const chatConfirmed = await t.current.api.post<{ shop: Shop }>(
      '/api/chat/marketplace/tokopedia/confirm',
      { id: chatRequest.body.request._id },
      { token: admin },
    );
    expect(chatConfirmed.status, JSON.stringify(chatConfirmed.body)).toBe(200);
    expect(chatConfirmed.body.shop).toMatchObject({ appCategory: 'chat', marketplace: 'tokopedia' });
    const after = await t.current.api.get<ChatShops>('/api/chat/marketplace/tokopedia/shops', { token });
    expect(after.body).toMatchObject({ usage: 1, docs: [expect.objectContaining({ chat: 'connect' })] });
  });

  it('answers 403 when the Tokopedia shop belongs to another account, 402 over the limit', async () => {
    const first = await (await makeMember(t.current, { package: 'premium' })).login();
    const second = await (await makeMember(t.current)).login();
    const body = { shopname: 'Toko Sama', shopdomain: 'tokopedia.com/tokosama' };
    expect(
      (await t.current.api.post('/api/app/marketplace/tokopedia/connect', body, { token: first.accessToken }))
        .status,
    ).toBe(200);
    const taken = await t.current.api.post<ApiError>('/api/app/marketplace/tokopedia/connect', body, {
      token: second.accessToken,
    });
    expect(taken.status).toBe(403);
    expect(taken.body.message).toBe('Akun Tokopedia ini sudah pernah dihubungkan');

    // A free member has one Tokopedia account: the pending request counts.
    const ok = await t.current.api.post(
      '/api/app/marketplace/tokopedia/connect',
      { shopname: 'Satu', shopdomain: 'tokopedia.com/satu' },
      { token: second.accessToken },
    );
    expect(ok.status).toBe(200);
    const over = await t.current.api.post<ApiError>(
      '/api/app/marketplace/tokopedia/connect',
      { shopname: 'Dua', shopdomain: 'tokopedia.com/dua' },
      { token: second.accessToken },
    );
    expect(over.status).toBe(402);
    expect(over.body).toMatchObject({ code: 'LIMIT_REACHED', message: 'Akun Tokopedia mencapai Limit!' });
  });

  it("refuses Tokopedia chat over the package's chat limit with the spec's message", async () => {
    const member = await makeMember(t.current);
    const { accessToken: token } = await member.login();
    const shop = await connectTokopedia(t.current, token, {
      shopname: 'Toko Gratis',
      shopdomain: 'tokopedia.com/gratis',
    });
    const chat = await t.current.api.post<ApiError>(
      '/api/chat/marketplace/tokopedia/connect',
      { id: shop._id },
      { token },
    );
    expect(chat.status).toBe(402);
    expect(chat.body.message).toBe('limit account tokopedia is reached');
  });
});
