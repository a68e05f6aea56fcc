import type { AutoReplySettings, ReminderSettings, Shop } from '@booster/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { makeMember, staffToken } from '../../test/factories.ts';
import { byIndex, connectShop } from '../../test/marketplace.ts';

const t = useTestApp({ listen: true });
const fieldsOf = (body: unknown) => (body as { details?: { fields?: unknown } }).details?.fields;

describe('auto-reply and reminder settings of a chat shop', () => {
  let token: string;
  let owner: { id: string };
  let chatShop: Shop;
  let appShop: Shop;

  beforeAll(async () => {
    const member = await makeMember(t.current, { package: 'premium' });
    owner = member;
    token = (await member.login()).accessToken;
    chatShop = (await connectShop(t.current, token, 'shopee', 'chat', byIndex(0))).body;
    appShop = (await connectShop(t.current, token, 'shopee', 'app', byIndex(0))).body;
  });

  const autoReplyBody = (over: Partial<AutoReplySettings> = {}) => ({
    greeting: { enabled: true, text: 'Halo {nama_pembeli}, selamat datang di {nama_toko}' },
    away: {
      enabled: true,
      text: 'Kami sedang tutup',
      hours: {
        days: [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day, open: day !== 0, start: '08:00', end: '17:00' })),
        holidays: ['2026-12-25'],
      },
    },
    rules: [
      {
        match: 'contains',
        keywords: ['ongkir'],
        text: 'Ongkir dihitung otomatis saat checkout',
        enabled: true,
      },
      { match: 'exact', keywords: ['ready?', 'ready'], text: 'Ready kak {nama_pembeli}', enabled: true },
    ],
    ...over,
  });

  it('starts from defaults (off, Mon–Sat 08–17 WIB) and keeps what is saved, rules in order', async () => {
    const first = await t.current.api.get<AutoReplySettings>(`/api/chat/auto-reply/${chatShop._id}`, {
      token,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      greeting: { enabled: false },
      away: { enabled: false },
      rules: [],
      updatedAt: null,
    });
    expect(first.body.greeting.text).toContain('{nama_pembeli}');

    const saved = await t.current.api.put<AutoReplySettings>(
      `/api/chat/auto-reply/${chatShop._id}`,
      autoReplyBody(),
      {
        token,
      },
    );
    expect(saved.status).toBe(200);
    const again = await t.current.api.get<AutoReplySettings>(`/api/chat/auto-reply/${chatShop._id}`, {
      token,
    });
    expect(again.body).toMatchObject(autoReplyBody());
    expect(again.body.rules.map((r) => r.keywords[0])).toEqual(['ongkir', 'ready?']);
  });

  it('refuses unknown variables, a switched-on message without text and a bad time, field by field', async () => {
    const body = autoReplyBody();
    body.greeting = { enabled: true, text: '' };
    body.rules[1].text = 'Hai {pembeli}';
    body.away.hours.days[0].start = '25:00';
    const res = await t.current.api.put(`/api/chat/auto-reply/${chatShop._id}`, body, { token });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual({
      'greeting.text': 'Isi pesan wajib diisi',
      'rules.1.text': 'Variabel tidak dikenal: {pembeli}',
      'away.hours.days.0.start': 'Jam tidak valid (JJ:MM)',
    });
  });

  it('answers 404 for a product shop, another account’s shop, and 403 for a sub-member without the page', async () => {
    expect((await t.current.api.get(`/api/chat/auto-reply/${appShop._id}`, { token })).status).toBe(404);
    expect((await t.current.api.get(`/api/chat/reminder/${appShop._id}`, { token })).status).toBe(404);
    const other = await makeMember(t.current, { package: 'premium' });
    const otherToken = (await other.login()).accessToken;
    expect(
      (await t.current.api.get(`/api/chat/auto-reply/${chatShop._id}`, { token: otherToken })).status,
    ).toBe(404);
    expect(
      (await t.current.api.put(`/api/chat/reminder/${chatShop._id}`, { policies: [] }, { token: otherToken }))
        .status,
    ).toBe(400);
    expect(
      (await t.current.api.get(`/api/chat/auto-reply/${chatShop._id}/log`, { token: otherToken })).status,
    ).toBe(404);

    const orderToken = await staffToken(t.current, owner, 'order');
    for (const path of ['auto-reply', 'reminder'])
      expect(
        (await t.current.api.get(`/api/chat/${path}/${chatShop._id}`, { token: orderToken })).status,
      ).toBe(403);
    const chatToken = await staffToken(t.current, owner, 'chat');
    expect(
      (await t.current.api.get(`/api/chat/auto-reply/${chatShop._id}`, { token: chatToken })).status,
    ).toBe(200);
  });

  it('keeps reminder policies, steps sorted by their wait, at most 4 per policy', async () => {
    const first = await t.current.api.get<ReminderSettings>(`/api/chat/reminder/${chatShop._id}`, { token });
    expect(first.body.policies.map((p) => [p.kind, p.enabled, p.steps.length])).toEqual([
      ['unpaid', false, 1],
      ['follow-up', false, 1],
      ['shipped', false, 1],
    ]);
    const policies = [
      {
        kind: 'unpaid',
        enabled: true,
        steps: [
          { delayMinutes: 1440, text: 'Besok batal ya {nomor_pesanan}' },
          { delayMinutes: 30, text: 'Yuk bayar {total_pesanan}' },
        ],
      },
      { kind: 'follow-up', enabled: false, steps: [] },
      { kind: 'shipped', enabled: true, steps: [{ delayMinutes: 5, text: 'Resi {nomor_resi}' }] },
    ];
    const saved = await t.current.api.put<ReminderSettings>(
      `/api/chat/reminder/${chatShop._id}`,
      { policies },
      { token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.policies[0].steps.map((s) => s.delayMinutes)).toEqual([30, 1440]);
    expect(saved.body.policies[1]).toEqual({ kind: 'follow-up', enabled: false, steps: [] });

    const five = { delayMinutes: 10, text: 'x' };
    const tooMany = await t.current.api.put(
      `/api/chat/reminder/${chatShop._id}`,
      {
        policies: [
          { ...policies[0], steps: [five, five, five, five, five] },
          { kind: 'follow-up', enabled: true, steps: [] },
          { kind: 'shipped', enabled: true, steps: [{ delayMinutes: 0, text: '{resi}' }] },
        ],
      },
      { token },
    );
    expect(tooMany.status).toBe(400);
    expect(fieldsOf(tooMany.body)).toEqual({
      'policies.0.steps': 'Maksimal 4 pesan per pengingat',
      'policies.1.steps': 'Tambahkan minimal satu pesan',
      'policies.2.steps.0.delayMinutes': 'Waktu tunggu antara 1 menit dan 30 hari',
      'policies.2.steps.0.text': 'Variabel tidak dikenal: {resi}',
    });
  });
});
