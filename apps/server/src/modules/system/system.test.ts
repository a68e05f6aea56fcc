import type { Mail } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { withTransaction } from '../../platform/db/index.ts';
import { useTestApp } from '../../test/app.ts';
import { errorBody } from '../../test/http.ts';

const t = useTestApp();

describe('GET /api/dev/mailbox', () => {
  it('lists the mail to one address, newest first, with its links', async () => {
    const send = (subject: string, text: string) =>
      withTransaction(t.current.database.db, (tx) =>
        t.current.container.mailer.send(tx, { to: 'Lina@Example.test', subject, text }),
      );
    await send('Pertama', 'Buka https://booster.test/a?x=1 sekarang');
    await send('Kedua', 'Tanpa link');

    const res = await t.current.api.get<Mail[]>('/api/dev/mailbox?to=lina@example.test');
    expect(res.status).toBe(200);
    expect(res.body.map((m) => m.subject)).toEqual(['Kedua', 'Pertama']);
    expect(res.body[1]).toMatchObject({ to: 'lina@example.test' });
    expect(res.body[1].links[0]).toBe('https://booster.test/a?x=1');
    expect(res.body[1].links[1]).toMatch(/^http:\/\/booster\.test\/unsubscribe\?token=/);
    expect(new Date(res.body[0].createdAt).getTime()).toBeGreaterThan(0);
    expect((await t.current.api.get<Mail[]>('/api/dev/mailbox?to=other@example.test')).body).toEqual([]);
  });

  it('needs the address', async () => {
    expect((await t.current.api.get('/api/dev/mailbox')).status).toBe(400);
  });
});

describe('GET /api/health', () => {
  it('answers 503 SERVICE_UNAVAILABLE in the error shape once the database is gone', async () => {
    expect((await t.current.api.get('/api/health')).status).toBe(200);
    await t.current.database.close();
    const res = await t.current.api.get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual(
      errorBody(503, 'SERVICE_UNAVAILABLE', 'Layanan sedang tidak tersedia, coba lagi nanti'),
    );
  });
});
