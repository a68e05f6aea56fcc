import { adminEmailBlastRoutes, authRoutes, type Blast, type BlastInput } from '@booster/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type MailTransport, unsubscribeToken } from '../../platform/mail/index.ts';
import { extractLinks } from '../../platform/mail/links.ts';
import { useTestApp } from '../../test/app.ts';
import { makeAdmin, makeMember, makeStaffWith, uniqueEmail } from '../../test/factories.ts';
import { users } from '../accounts/tables.ts';
import { adminAuditLog } from '../audit/tables.ts';
import { emailBlastRecipients, emailBlasts } from './tables.ts';

type Sent = { to: string; subject: string; text: string };
const sent: Sent[] = [];
/** Addresses the fake mail server refuses every time. */
const refused = new Set<string>();
const transport: MailTransport = {
  async sendMail(mail) {
    if (refused.has(mail.to)) throw new Error('550 mailbox unavailable');
    sent.push({ to: mail.to, subject: mail.subject, text: mail.text });
  },
};

const t = useTestApp({ env: { SMTP_URL: 'smtp://mail.example.test:2525' }, mailTransport: transport });
let admin: string;

beforeAll(async () => {
  admin = (await (await makeAdmin(t.current)).login()).accessToken;
});

/** The admin creates a blast to `blast.audience`, a plain "Info" mail unless it says otherwise; the answer as it came. */
const createBlast = (blast: Partial<BlastInput> & Pick<BlastInput, 'audience'>) =>
  t.current.api.route(adminEmailBlastRoutes.create, {
    token: admin,
    body: { subject: 'Info', text: 'Isi', ...blast },
  });

/** `count` members of one package straight in the database, the first `unsubscribed` of them unsubscribed. */
async function insertMembers(
  pkg: 'medium' | 'premium' | 'platinum' | 'shopeeOptimization',
  count: number,
  unsubscribed = 0,
) {
  const rows = Array.from({ length: count }, (_, i) => ({
    email: uniqueEmail(`${pkg.toLowerCase()}-${i}`),
    name: `Anggota ${i}`,
    subscriptionPackage: pkg,
    status: true,
    expiredAt: new Date('2027-03-31T10:00:00Z'),
    emailVerifiedAt: new Date(),
    unsubscribedAt: i < unsubscribed ? new Date() : null,
  }));
  const made: { id: string; email: string }[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    made.push(
      ...(await t.current.database.db
        .insert(users)
        .values(rows.slice(i, i + 1000))
        .returning({ id: users.id, email: users.email })),
    );
  }
  return made;
}

const blastOf = async (id: string) =>
  (await t.current.api.route(adminEmailBlastRoutes.get, { params: { id }, token: admin })).body as Blast;

/**
 * Due a second ago: the feed compares with the process's clock in whole milliseconds, so `now()`
 * (microseconds) could still be ahead of it within the same millisecond.
 */
const dueNow = sql`now() - interval '1 second'`;

/** Lets the next batch go now instead of after the throttle's gap, then runs the jobs. */
async function nextBatch(id: string) {
  await t.current.database.db.update(emailBlasts).set({ nextBatchAt: dueNow }).where(eq(emailBlasts.id, id));
  const drained = await t.current.jobs.drain();
  expect(drained.failed).toEqual([]);
}

async function sendAll(id: string) {
  for (let round = 0; round < 50 && (await blastOf(id)).status !== 'done'; round++) await nextBatch(id);
  return blastOf(id);
}

describe('e-mail blast', () => {
  it('mails 2,000 members once each in throttled batches, never the unsubscribed', async () => {
    const members = await insertMembers('medium', 2000, 40);
    const subscribed = members.slice(40);
    sent.length = 0;

    const created = await createBlast({
      subject: 'Promo untuk {{name}}',
      text: 'Halo {{name}}, paket {{package}} anda aktif sampai {{expiredAt}}.',
      audience: { packages: ['medium'] },
      ratePerMinute: 6000,
    });
    expect(created.status).toBe(200);
    const blast = created.body as Blast;
    expect(blast.status).toBe('sending');
    expect(blast.counts).toMatchObject({ total: 2000, pending: 1960, skippedUnsubscribed: 40, sent: 0 });

    // One batch per gap: 6,000 a minute is 500 every 5 seconds; the next one is not due yet.
    const { feed } = t.current.container.emailBlast.sender;
    expect(await feed.claim()).toBe(500);
    expect(await feed.claim()).toBe(0);
    expect(t.current.jobs.pending()).toEqual([
      { name: 'email-blast.send-batch.v1', payload: { blastId: blast._id, recipientIds: expect.any(Array) } },
    ]);
    expect((await blastOf(blast._id)).status).toBe('sending');

    // A member still waiting unsubscribes through the link of another mail: never mailed.
    const [waiting] = await t.current.database.db
      .select({ email: emailBlastRecipients.email })
      .from(emailBlastRecipients)
      .where(and(eq(emailBlastRecipients.blastId, blast._id), eq(emailBlastRecipients.status, 'pending')))
      .limit(1);
    const leaver = subscribed.find((m) => m.email === waiting.email) as { email: string };
    const leave = await t.current.api.route(authRoutes.unsubscribe, {
      body: { token: unsubscribeToken(t.current.config.secrets.jwtSecret, leaver.email) },
    });
    expect(leave.status).toBe(200);

    const done = await sendAll(blast._id);
    expect(done.status).toBe('done');
    expect(done.counts).toMatchObject({
      total: 2000,
      pending: 0,
      sent: 1959,
      failed: 0,
      skippedUnsubscribed: 41,
    });
    const addresses = sent.map((m) => m.to);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(new Set(addresses)).toEqual(new Set(subscribed.filter((m) => m !== leaver).map((m) => m.email)));

    const first = sent.find((m) => m.to === subscribed[0].email);
    expect(first?.subject).toBe('Promo untuk Anggota 40');
    expect(first?.text).toMatch(/^Halo Anggota 40, paket medium anda aktif sampai 31\/03\/2027\.\n\n--\n/);

    // The link in a received mail unsubscribes that member, and the blast counts it.
    const link = extractLinks(first?.text ?? '').find((l) => l.includes('/unsubscribe?token='));
    expect(link).toBeDefined();
    const token = new URL(link as string).searchParams.get('token') as string;
    expect((await t.current.api.route(authRoutes.unsubscribe, { body: { token } })).status).toBe(200);
    expect((await blastOf(blast._id)).counts.unsubscribedAfter).toBe(1);

    // A later blast to the same audience leaves out everyone who unsubscribed.
    sent.length = 0;
    const again = await createBlast({ audience: { packages: ['medium'] }, ratePerMinute: 6000 });
    const second = await sendAll((again.body as Blast)._id);
    expect(second.counts).toMatchObject({ sent: 1958, skippedUnsubscribed: 42 });
    expect(sent.map((m) => m.to)).not.toContain(first?.to);
    expect(sent.map((m) => m.to)).not.toContain(leaver.email);
  }, 120_000);

  it('counts a refused address as failed after three attempts and keeps mailing the others', async () => {
    const members = await insertMembers('platinum', 3);
    refused.add(members[1].email);
    sent.length = 0;
    const created = await createBlast({ audience: { packages: ['platinum'] }, ratePerMinute: 60 });
    const done = await sendAll((created.body as Blast)._id);
    expect(done.counts).toMatchObject({ total: 3, sent: 2, failed: 1, pending: 0 });
    expect(sent.map((m) => m.to).sort()).toEqual([members[0].email, members[2].email].sort());
  });

  it('is not done while the last batch is still being mailed; a mail refused then is sent again', async () => {
    const [member] = await insertMembers('premium', 1);
    refused.add(member.email);
    sent.length = 0;
    const created = await createBlast({ audience: { packages: ['premium'] }, ratePerMinute: 60 });
    const blast = created.body as Blast;
    const { feed } = t.current.container.emailBlast.sender;
    expect(blast.counts).toMatchObject({ total: 1, pending: 1 });
    expect(await feed.claim()).toBe(1);
    // The batch's job has taken the recipient and is mailing it when the feed looks again.
    await t.current.database.db
      .update(emailBlastRecipients)
      .set({ status: 'sending' })
      .where(eq(emailBlastRecipients.blastId, blast._id));
    await t.current.database.db
      .update(emailBlasts)
      .set({ nextBatchAt: dueNow })
      .where(eq(emailBlasts.id, blast._id));
    expect(await feed.claim()).toBe(1);
    expect((await blastOf(blast._id)).status).toBe('sending');
    // The mail server refused it: back to waiting, and the next batch sends it.
    await t.current.database.db
      .update(emailBlastRecipients)
      .set({ status: 'pending' })
      .where(eq(emailBlastRecipients.blastId, blast._id));
    refused.delete(member.email);
    const done = await sendAll(blast._id);
    expect(done).toMatchObject({ status: 'done', counts: { sent: 1, pending: 0, failed: 0 } });
    expect(sent.map((m) => m.to)).toEqual([member.email]);
  });

  it('finishes a blast whose batch process died while mailing, without mailing that batch again', async () => {
    const members = await insertMembers('platinum', 3);
    sent.length = 0;
    const created = await createBlast({ audience: { packages: ['platinum'] }, ratePerMinute: 600 });
    const blast = created.body as Blast;
    const { total } = blast.counts;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(blast.counts.pending).toBe(total);
    expect(await t.current.container.emailBlast.sender.feed.claim()).toBe(total);
    // The first attempt took the batch and its process stopped mid-way: the retry finds them `sending`.
    await t.current.database.db
      .update(emailBlastRecipients)
      .set({ status: 'sending' })
      .where(eq(emailBlastRecipients.blastId, blast._id));
    const done = await sendAll(blast._id);
    expect(done).toMatchObject({ status: 'done', counts: { sent: 0, failed: total, pending: 0 } });
    expect(sent).toEqual([]);
    expect(members).toHaveLength(3);
  });

  it('schedules a blast for later, records it in the audit log and can cancel it', async () => {
    await insertMembers('shopeeOptimization', 2);
    sent.length = 0;
    const at = new Date(Date.now() + 3 * 3600_000).toISOString();

    const created = await createBlast({
      audience: { packages: ['shopeeOptimization'], verified: true },
      scheduledAt: at,
    });
    const blast = created.body as Blast;
    expect(blast).toMatchObject({ status: 'scheduled', scheduledAt: at, counts: { pending: 2 } });
    await t.current.jobs.drain();
    expect(sent).toEqual([]);
    const [entry] = await t.current.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, blast._id));
    expect(entry).toMatchObject({ action: 'email-blast.scheduled', targetType: 'email-blast' });
    expect(entry.detail).toMatchObject({ recipients: 2, skippedUnsubscribed: 0 });

    const cancelled = await t.current.api.route(adminEmailBlastRoutes.cancel, {
      params: { id: blast._id },
      token: admin,
    });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', counts: { sent: 0, pending: 2 } });
    const again = await t.current.api.route(adminEmailBlastRoutes.cancel, {
      params: { id: blast._id },
      token: admin,
    });
    expect(again.status).toBe(400);
  });

  it('sends a test to the admin, counts an audience and refuses unknown variables on their field', async () => {
    const who = await makeAdmin(t.current);
    const token = (await who.login()).accessToken;
    sent.length = 0;
    const test = await t.current.api.route(adminEmailBlastRoutes.test, {
      token,
      body: { subject: 'Halo {{name}}', text: 'Untuk {{email}}' },
    });
    expect(test.body).toEqual({ to: who.email, message: `Email uji dikirim ke ${who.email}` });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: who.email, subject: '[TEST] Halo Admin' });
    expect(sent[0].text).toMatch(new RegExp(`^Untuk ${who.email}\\n\\n--\\n.*unsubscribe\\?token=`));

    await makeMember(t.current, { package: 'premium', verified: false });
    const size = await t.current.api.route(adminEmailBlastRoutes.audience, {
      token,
      body: { packages: ['premium'], verified: false },
    });
    expect(size.body).toEqual({ matched: 1, unsubscribed: 0 });

    const bad = await t.current.api.route(adminEmailBlastRoutes.create, {
      token,
      body: { subject: 'x', text: 'Kupon {{kupon}}', audience: {} },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ details: { fields: { text: 'Variabel tidak dikenal: {{kupon}}' } } });
  });

  it('is admin-only: a guest gets 401, a member and a sub-member 403', async () => {
    const owner = await makeMember(t.current);
    const member = (await owner.login()).accessToken;
    const staff = (await (await makeStaffWith(t.current, owner, 'product')).login()).accessToken;
    const content = { subject: 'Halo', text: 'Isi' };
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/email/blast', undefined],
      ['POST', '/api/admin/email/blast', { ...content, audience: {} }],
      ['POST', '/api/admin/email/blast/test', content],
      ['POST', '/api/admin/email/blast/audience', {}],
      ['GET', '/api/admin/email/blast/00000000-0000-4000-8000-000000000000', undefined],
      ['POST', '/api/admin/email/blast/00000000-0000-4000-8000-000000000000/cancel', undefined],
    ];
    for (const [method, url, body] of calls) {
      const as = async (token?: string) =>
        method === 'GET'
          ? (await t.current.api.get(url, { token })).status
          : (await t.current.api.post(url, body, { token })).status;
      expect([url, await as(), await as(member), await as(staff)]).toEqual([url, 401, 403, 403]);
    }
    const refusal = await t.current.api.get('/api/admin/email/blast', { token: member });
    expect(refusal.body).toMatchObject({ statusCode: 403, code: 'NOT_ADMIN' });
  });
});
