import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { withTransaction } from '../db/index.ts';
import type { MailTransport } from './index.ts';

const sent: { to: string; subject: string; text: string; from: string }[] = [];
let failuresLeft = 0;
const transport: MailTransport = {
  async sendMail(mail) {
    if (failuresLeft > 0) {
      failuresLeft--;
      throw new Error('SMTP 421 try again later');
    }
    sent.push(mail);
  },
};

const t = useTestApp({
  env: { SMTP_URL: 'smtp://mail.example.test:2525', MAIL_FROM: 'Booster <halo@booster.test>' },
  mailTransport: transport,
});

describe('mail through SMTP', () => {
  it('queues mail as a job in the caller’s transaction and sends it with the footer', async () => {
    expect(t.current.container.mailer.transport).toBe('smtp');
    await withTransaction(t.current.database.db, (tx) =>
      t.current.container.mailer.send(tx, { to: 'Ani@Example.test', subject: 'Halo', text: 'Isi surat' }),
    );
    expect(t.current.jobs.pending().map((j) => j.name)).toEqual(['mail.send.v1']);
    expect(await t.current.jobs.drain()).toEqual({ completed: 1, failed: [] });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'Ani@Example.test',
      subject: 'Halo',
      from: 'Booster <halo@booster.test>',
    });
    expect(sent[0].text).toMatch(
      /^Isi surat\n\n--\nTidak ingin menerima email dari Booster\? Berhenti berlangganan: http:\/\/booster\.test\/unsubscribe\?token=/,
    );
  });

  it('retries a failing SMTP server by the job policy', async () => {
    sent.length = 0;
    failuresLeft = 2;
    await withTransaction(t.current.database.db, (tx) =>
      t.current.container.mailer.send(tx, { to: 'budi@example.test', subject: 'Coba lagi', text: 'x' }),
    );
    expect(await t.current.jobs.drain()).toEqual({ completed: 1, failed: [] });
    expect(sent.map((m) => m.subject)).toEqual(['Coba lagi']);
  });

  it('hides the dev mailbox when mail really goes out', async () => {
    expect((await t.current.api.get('/api/dev/mailbox?to=budi@example.test')).status).toBe(404);
  });

  it('sends the registration mail through the queue', async () => {
    sent.length = 0;
    await t.current.api.post('/api/auth/register', {
      name: 'Cici',
      email: 'cici@example.test',
      password: 'password-cici',
    });
    await t.current.jobs.drain();
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ['cici@example.test', 'Verifikasi email akun Booster anda'],
    ]);
  });
});
