// The outbox against a real SMTP server in the test process: delivered as stored, nothing lost while the
// server is down, nothing doubled when a worker dies mid-send; and the local mailbox without SMTP.
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { API } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { until } from '../../../test/until.ts';
import { createMailer, secret } from './mailer.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';

const mail = (n: number, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: `tech${n}@dealer.example`, toName: `Technician ${n}`, language: 'th', kind: 'TEST',
  subject: `ยืนยันอีเมล ${n}`, text: `Plain text ${n}: https://gsis.example/validatemail/abc${n}`, html: `<p>HTML ${n}: <a href="https://gsis.example/validatemail/abc${n}">ยืนยัน</a></p>`,
  ...extra,
});

describe('the outbox over SMTP', () => {
  let peer: SmtpPeer;
  let t: TestContext;
  const row = async (id: number) => (await t.database.db.execute<{ status: string; transport: string | null; attempts: number; last_error: string | null; message_id: string }>(
    sql`SELECT status, transport, attempts, last_error, message_id FROM mail_outbox WHERE id = ${id}`)).rows[0]!;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await startTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(peer.port), MAIL_RETRY_SECONDS: '1', JOB_LEASE_SECONDS: '2' });
  });
  afterAll(async () => {
    await t.close();
    await peer.stop();
  });

  it('delivers a stored message as it was stored, with its Message-ID, text and HTML', async () => {
    const id = await enqueueMail(t.database.db, mail(1), { maxAttempts: 30 });
    const [received] = await peer.waitFor(1);
    const stored = await until('the outbox to say sent', async () => { const r = await row(id); return r.status === 'SENT' ? r : undefined; });
    expect(stored).toMatchObject({ status: 'SENT', transport: 'SMTP', attempts: 1, last_error: null });
    expect(received).toMatchObject({ messageId: stored.message_id, to: ['tech1@dealer.example'], subject: 'ยืนยันอีเมล 1' });
    expect(received!.text).toContain('https://gsis.example/validatemail/abc1');
    expect(received!.html).toContain('<a href="https://gsis.example/validatemail/abc1">ยืนยัน</a>');
    expect(received!.headers.get('from')).toContain('no-reply@gsis.local');
  });

  it('sends secrets to the recipient alone: the stored message holds marks, and the values go once it is delivered', async () => {
    const mailer = createMailer({ publicUrl: 'https://gsis.example/', supportEmail: 'help@gsis.example', maxAttempts: 30 });
    const before = peer.received.length;
    await t.database.db.transaction((tx) => mailer.queue(tx, 'VERIFICATION_CODE', { address: 'secret@dealer.example', name: 'Ana', language: 'en' }, {
      code: secret('482913'), minutes: '10',
    }));
    await t.database.db.transaction((tx) => mailer.queue(tx, 'SIGNUP_VERIFY', { address: 'secret@dealer.example', name: 'Ana', language: 'en' }, { hours: '48' }, {
      path: '/validatemail/', secret: secret('tok<&>"en'),
    }));
    const [code, link] = (await peer.waitFor(before + 2)).slice(before);
    expect(code!.subject).toBe('Your GSIS verification code: 482913');
    expect(code!.text).toContain('Your verification code is 482913.');
    expect(code!.html).toContain('Your verification code is 482913.');
    expect(link!.text).toContain('https://gsis.example/validatemail/tok<&>"en');
    expect(link!.html).toContain('href="https://gsis.example/validatemail/tok&lt;&amp;&gt;&quot;en"');

    const { rows } = await t.database.db.execute<{ status: string; subject: string; text_body: string; html_body: string; secrets: unknown }>(
      sql`SELECT status, subject, text_body, html_body, secrets FROM mail_outbox WHERE to_address = 'secret@dealer.example' ORDER BY id`);
    expect(rows[0]!.subject).toBe('Your GSIS verification code: ⟦secret:code⟧');
    for (const stored of rows) for (const part of [stored.subject, stored.text_body, stored.html_body]) {
      expect(part).not.toContain('482913');
      expect(part).not.toContain('tok');
    }
    const after = await until('both marked sent', async () => {
      const found = (await t.database.db.execute<{ status: string; secrets: unknown }>(sql`SELECT status, secrets FROM mail_outbox WHERE to_address = 'secret@dealer.example'`)).rows;
      return found.every((r) => r.status === 'SENT') ? found : undefined;
    });
    expect(after).toEqual([{ status: 'SENT', secrets: null }, { status: 'SENT', secrets: null }]);
  });

  it('loses nothing while the SMTP server is down and sends each message once when it is back', async () => {
    const before = peer.received.length;
    await peer.stop();
    const ids = [];
    for (const n of [2, 3, 4]) ids.push(await enqueueMail(t.database.db, mail(n), { maxAttempts: 30 }));
    // Each was tried and failed, and waits to be tried again.
    for (const id of ids) {
      const failed = await until('a failed attempt', async () => { const r = await row(id); return r.attempts >= 1 && r.last_error ? r : undefined; });
      expect(failed.status).toBe('QUEUED');
    }
    await peer.start();
    await peer.waitFor(before + 3);
    for (const id of ids) await until('sent', async () => ((await row(id)).status === 'SENT' ? true : undefined));
    await new Promise((r) => setTimeout(r, 2500)); // any stray second delivery would have come by now
    const arrived = peer.received.slice(before);
    expect(arrived.map((m) => m.to[0]).sort()).toEqual(['tech2@dealer.example', 'tech3@dealer.example', 'tech4@dealer.example']);
    expect(new Set(arrived.map((m) => m.messageId)).size).toBe(3);
  });

  it('sends a message once when the worker sending it died mid-send', async () => {
    const before = peer.received.length;
    // A worker claimed the job and started the SMTP transaction, then died: its lease runs out in 2 s.
    const id = await t.database.db.transaction(async (tx) => {
      const mailId = await enqueueMail(tx, mail(5), { maxAttempts: 30 });
      await tx.execute(sql`UPDATE jobs SET locked_by = 'dead-worker', locked_until = now() + interval '2 seconds', attempts = 1 WHERE job_key = ${`mail:${mailId}`}`);
      return mailId;
    });
    const { message_id: messageId } = await row(id);
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(peer.port, '127.0.0.1');
      const script = ['EHLO dead-worker', 'MAIL FROM:<no-reply@gsis.local>', 'RCPT TO:<tech5@dealer.example>', 'DATA'];
      let step = 0;
      socket.on('data', (data) => {
        const reply = data.toString();
        if (step < script.length && /^(220|250)/m.test(reply)) socket.write(`${script[step++]}\r\n`);
        else if (/^354/m.test(reply)) {
          socket.write(`Message-ID: ${messageId}\r\nSubject: cut off\r\n\r\nhalf a mess`);
          // The process dies here: no final ".", no QUIT.
          setTimeout(() => { socket.destroy(); resolve(); }, 100);
        }
      });
      socket.on('error', reject);
    });
    await until('sent by another worker', async () => ((await row(id)).status === 'SENT' ? true : undefined));
    await new Promise((r) => setTimeout(r, 2500));
    const copies = peer.received.slice(before).filter((m) => m.messageId === messageId);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.subject).toBe('ยืนยันอีเมล 5');
  });

  it('gives up after the last attempt and says why', async () => {
    await peer.stop();
    try {
      const id = await enqueueMail(t.database.db, mail(6, { text: 'Code: ⟦secret:code⟧', secrets: { code: '123456' } }), { maxAttempts: 2 });
      const failed = await until('failed for good', async () => { const r = await row(id); return r.status === 'FAILED' ? r : undefined; });
      expect(failed.attempts).toBe(2);
      expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
      // Never to be sent: its secret is not kept either.
      const { rows: [kept] } = await t.database.db.execute<{ secrets: unknown }>(sql`SELECT secrets FROM mail_outbox WHERE id = ${id}`);
      expect(kept!.secrets).toBeNull();
    } finally {
      await peer.start();
    }
  });
});

describe('the local mailbox (no SMTP server configured)', () => {
  let t: TestContext;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });

  it('keeps messages for administrators to read, and only for them', async () => {
    const id = await enqueueMail(t.database.db, mail(7, { subject: 'Verify your e-mail address' }), { maxAttempts: 30 });
    const admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    const listed = await until('delivered locally', async () => {
      const body = await apiOf(t.app).as(admin).call(API.mailbox.list, { keyword: 'tech7@' });
      return body.items[0]?.status === 'SENT' ? body : undefined;
    });
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({ id, status: 'SENT', transport: 'LOCAL' });
    const detail = await apiOf(t.app).as(admin).call(API.mailbox.detail, { id });
    expect(detail).toMatchObject({ subject: 'Verify your e-mail address', textBody: expect.stringContaining('validatemail/abc7'), htmlBody: expect.stringContaining('<a href=') });

    const dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    const refused = await apiOf(t.app).as(dealer).send(API.mailbox.list, {});
    expect(refused.status).toBe(403);
    const missing = await apiOf(t.app).as(admin).send(API.mailbox.detail, { id: 999_999 });
    expect(missing.status).toBe(404);
  });
});
