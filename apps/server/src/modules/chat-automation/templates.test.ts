import type { ApiError, ChatTemplate } from '@booster/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember, staffToken } from '../../test/factories.ts';

const t = useTestApp();
/** The 400's `details.fields`. */
const fieldsOf = (body: unknown) => (body as { details?: { fields?: unknown } }).details?.fields;
const NOT_ALLOWED = 'Mohon maaf, anda tidak diperbolehkan untuk mengakses fitur ini';

describe('Template Pesan', () => {
  let token: string;
  let owner: { id: string };

  beforeAll(async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    owner = member;
    token = (await member.login()).accessToken;
  });

  const create = (body: object, as = token) =>
    t.current.api.post<ChatTemplate>('/api/chat/template', body, { token: as });
  const list = (query = '', as = token) =>
    t.current.api.get<ChatTemplate[]>(`/api/chat/template${query}`, { token: as });

  it('creates, lists in order, edits, reorders and deletes templates', async () => {
    const salam = await create({
      shortcut: 'salam',
      text: 'Halo {nama_pembeli}, selamat datang di {nama_toko}!',
    });
    expect(salam.status).toBe(200);
    expect(salam.body).toMatchObject({ shortcut: 'salam', marketplace: null, position: 0 });
    const resi = await create({
      shortcut: 'resi',
      text: 'Resi {nomor_resi} untuk {nomor_pesanan}',
      marketplace: 'shopee',
    });
    const laz = await create({ shortcut: 'laz', text: 'Khusus Lazada', marketplace: 'lazada' });
    expect(resi.body.position).toBe(1);

    expect((await list()).body.map((x) => x.shortcut)).toEqual(['salam', 'resi', 'laz']);

    const edited = await t.current.api.put<ChatTemplate>(
      `/api/chat/template/${resi.body._id}`,
      { shortcut: 'resi', text: 'Nomor resi: {nomor_resi}', marketplace: 'shopee' },
      { token },
    );
    expect(edited.body).toMatchObject({ _id: resi.body._id, text: 'Nomor resi: {nomor_resi}', position: 1 });

    const order = [laz.body._id, salam.body._id, resi.body._id];
    const reordered = await t.current.api.put<ChatTemplate[]>(
      '/api/chat/template-order',
      { ids: order },
      { token },
    );
    expect(reordered.status).toBe(200);
    expect(reordered.body.map((x) => x._id)).toEqual(order);
    expect((await list()).body.map((x) => x.shortcut)).toEqual(['laz', 'salam', 'resi']);

    const partial = await t.current.api.put<ApiError>(
      '/api/chat/template-order',
      { ids: order.slice(1) },
      { token },
    );
    expect(partial.status).toBe(400);
    expect(fieldsOf(partial.body)).toEqual({ ids: 'Urutan harus memuat semua template' });

    const removed = await t.current.api.delete(`/api/chat/template/${laz.body._id}`, { token });
    expect(removed.body).toEqual({ message: 'Template berhasil dihapus' });
    expect((await list()).body.map((x) => x.shortcut)).toEqual(['salam', 'resi']);
  });

  it('filters by marketplace (its own plus those for all) and searches shortcut and text', async () => {
    const shopee = (await list('?marketplace=shopee')).body.map((x) => x.shortcut);
    expect(shopee).toEqual(['salam', 'resi']);
    expect((await list('?marketplace=lazada')).body.map((x) => x.shortcut)).toEqual(['salam']);
    expect((await list('?search=RESI')).body.map((x) => x.shortcut)).toEqual(['resi']);
    expect((await list('?search=selamat%20datang')).body.map((x) => x.shortcut)).toEqual(['salam']);
    expect((await list('?search=100%25')).body).toEqual([]);
  });

  it('refuses unknown variables naming them, a taken shortcut and bad fields with 400 field messages', async () => {
    const unknown = await create({ shortcut: 'x', text: 'Halo {nama}, pesanan {no_pesanan} {nama_pembeli}' });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toEqual({
      text: 'Variabel tidak dikenal: {nama}, {no_pesanan}',
    });

    const taken = await create({ shortcut: 'SALAM', text: 'lagi' });
    expect(taken.status).toBe(400);
    expect(fieldsOf(taken.body)).toEqual({
      shortcut: 'Shortcut ini sudah dipakai template lain',
    });

    const bad = await create({ shortcut: 'dua kata', text: '', marketplace: 'bukalapak' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual({
      shortcut: 'Shortcut hanya boleh berisi huruf, angka, - dan _',
      text: 'Isi pesan wajib diisi',
      marketplace: 'Marketplace tidak valid',
    });
  });

  it('answers 404 for another account’s template and shows it nothing', async () => {
    const other = await makeMember(t.current, { package: 'premium' });
    const otherToken = (await other.login()).accessToken;
    const [mine] = (await list()).body;
    expect((await list('', otherToken)).body).toEqual([]);
    const edit = await t.current.api.put(
      `/api/chat/template/${mine._id}`,
      { shortcut: 'curi', text: 'x' },
      { token: otherToken },
    );
    expect(edit.status).toBe(404);
    expect((await t.current.api.delete(`/api/chat/template/${mine._id}`, { token: otherToken })).status).toBe(
      404,
    );
    expect((await list()).body[0]).toEqual(mine);
  });

  it('refuses a sub-member without the chat menu (403) and serves one with it', async () => {
    const orderToken = await staffToken(t.current, owner, 'order');
    const refused = await t.current.api.get<ApiError>('/api/chat/template', { token: orderToken });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NOT_ALLOWED);
    expect((await create({ shortcut: 'staf', text: 'x' }, orderToken)).status).toBe(403);

    const chatToken = await staffToken(t.current, owner, 'chat');
    expect((await list('', chatToken)).body.map((x) => x.shortcut)).toEqual(['salam', 'resi']);
  });
});
