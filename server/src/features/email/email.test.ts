// E-mail administration through the real app and a real SMTP peer: groups (unique names, members once, never
// APP users), templates (sanitised, one text per language, previews for a real user), the ';' rule, each
// address once across groups, users and typed addresses, every recipient in their language — and a mail server
// that stops half-way through a send and comes back: each recipient gets exactly one message.
import { sql } from 'drizzle-orm';
import { API } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../test/api.ts';
import { createUser, type CreatedUser } from '../../../test/factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { until } from '../../../test/until.ts';
import { emailSendTask } from './sends.service.ts';

describe('e-mail administration', () => {
  let peer: SmtpPeer;
  let t: TestContext;
  let admin: string;
  const as = (token: string | null) => apiOf(t.app).as(token);
  let korean: CreatedUser;
  let thai: CreatedUser;
  let app: CreatedUser;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await startTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(peer.port), MAIL_RETRY_SECONDS: '1', PUBLIC_URL: 'https://gsis.example' });
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    korean = await createUser(t.database.db, { name: '김민준', language: 'ko' });
    thai = await createUser(t.database.db, { name: 'สมชาย', language: 'th' });
    app = await createUser(t.database.db, { userType: 'APP', loginId: 'mobile-app@test.local' });
  });
  afterAll(async () => {
    await t.close();
    await peer.stop();
  });

  describe('groups', () => {
    it('keeps names unique whatever their case, and adds a member once, never an APP user', async () => {
      const group = (await as(admin).call(API.email.groupSave, { name: 'Excavator dealers', description: 'Asia' })).id;
      const again = await as(admin).refusal(API.email.groupSave, { name: 'EXCAVATOR DEALERS' });
      expect(again.body.code).toBe('ALREADY_EXISTS');
      expect(again.body.details?.fields?.[0]?.path).toBe('body.name');

      expect((await as(admin).send(API.email.groupAddMember, { groupId: group, userId: korean.id })).status).toBe(200);
      expect((await as(admin).refusal(API.email.groupAddMember, { groupId: group, userId: korean.id })).body.code).toBe('ALREADY_EXISTS');
      expect((await as(admin).refusal(API.email.groupAddMember, { groupId: group, userId: app.id })).body.code).toBe('NO_AUTHORITY_TO_ADD');

      // APP users are never found; members are not offered again.
      const found = (await as(admin).call(API.email.groupCandidates, { keyword: 'test.local', groupId: group })).items;
      expect(found.map((u) => u.userId)).toContain(thai.id);
      expect(found.map((u) => u.userId)).not.toContain(korean.id);
      expect(found.map((u) => u.userId)).not.toContain(app.id);

      const members = await as(admin).call(API.email.groupMembers, { groupId: group });
      expect(members.items.map((m) => m.userId)).toEqual([korean.id]);
      const listed = (await as(admin).call(API.email.groupList)).items.find((g) => g.groupId === group);
      expect(listed?.memberCount).toBe(1);

      // A group with a member is not deleted: related data (the seed's message).
      const refused = await as(admin).refusal(API.email.groupDelete, { groupId: group });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'RELATED_DATA_EXISTS', message: 'Cannot be deleted because related data exist' });
      expect((await as(admin).call(API.email.groupMembers, { groupId: group })).items.map((m) => m.userId)).toEqual([korean.id]);

      expect((await as(admin).send(API.email.groupRemoveMember, { groupId: group, userId: korean.id })).status).toBe(200);
      expect(await as(admin).call(API.email.groupDelete, { groupId: group })).toEqual({ deleted: true });
    });
  });

  describe('templates', () => {
    it('keeps sanitised texts, one per language, and refuses a body with no words at its field', async () => {
      const { id } = await as(admin).call(API.email.templateSave, {
        title: 'Service campaign',
        texts: [{ language: 'en', subject: 'Hello {{name}}', bodyHtml: '<p onclick="x()">Dear {{name}}<script>alert(1)</script></p>' }],
      });
      const detail = await as(admin).call(API.email.templateDetail, { templateId: id });
      expect(detail.texts[0]!.bodyHtml).toBe('<p>Dear {{name}}</p>');

      const twice = await as(admin).send(API.email.templateSave, { title: 'x', texts: [{ language: 'en', subject: 'a', bodyHtml: '<p>a</p>' }, { language: 'en', subject: 'b', bodyHtml: '<p>b</p>' }] });
      expect(twice.status).toBe(400);
      const empty = await as(admin).refusal(API.email.templateSave, { title: 'x', texts: [{ language: 'en', subject: 'a', bodyHtml: '<p>a</p>' }, { language: 'ko', subject: 'b', bodyHtml: '<p><img src=x></p>' }] });
      expect(empty.body.code).toBe('REQUIRED_VALUES_MISSING');
      expect(empty.body.details?.fields?.[0]?.path).toBe('body.texts.1.bodyHtml');
    });

    it('previews a text as a real user would read it, their details escaped', async () => {
      const odd = await createUser(t.database.db, { name: '<b>Ana</b> & Co' });
      const preview = await as(admin).call(API.email.templatePreview, {
        userId: odd.id, text: { language: 'fr', subject: 'Bonjour {{name}}', bodyHtml: '<p>Bonjour {{ name }} de {{company}} ({{id}}) : {{portalLink}}</p><p><a href="/support/notice">Avis</a></p>' },
      });
      expect(preview.subject).toBe('Bonjour <b>Ana</b> & Co');
      expect(preview.html).toContain('Bonjour &lt;b&gt;Ana&lt;/b&gt; &amp; Co de Test Company');
      expect(preview.html).toContain('<a href="https://gsis.example/main">https://gsis.example/main</a>');
      expect(preview.html).toContain('lang="fr"');
      // A link to a page of GSIS is a whole address in a mail program.
      expect(preview.html).toContain('<a href="https://gsis.example/support/notice">Avis</a>');
      expect(preview.text).toContain('Avis (https://gsis.example/support/notice)');
      expect(preview.text).toContain(`Bonjour <b>Ana</b> & Co de Test Company (${odd.loginId}) : https://gsis.example/main`);
      expect((await as(admin).send(API.email.templatePreview, { userId: app.id, text: { language: 'en', subject: 'a', bodyHtml: '<p>a</p>' } })).status).toBe(404);
    });
  });

  describe('sending', () => {
    let template: number;
    beforeAll(async () => {
      template = (await as(admin).call(API.email.templateSave, {
        title: 'Campaign',
        texts: [
          { language: 'en', subject: 'Campaign for {{name}}', bodyHtml: '<p>Dear {{name}}, see {{portalLink}}</p>' },
          { language: 'ko', subject: '{{name}}님께 캠페인 안내', bodyHtml: '<p>{{name}}님, 안녕하십니까.</p>' },
        ],
      })).id;
    });

    it("refuses addresses not separated by ';', naming the field", async () => {
      const reply = await as(admin).refusal(API.email.sendCount, { addresses: 'a@dealer.example, b@dealer.example' });
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe('INPUT_VALUE_ERROR');
      expect(reply.body.details?.fields?.map((f) => f.path)).toEqual(['body.addresses']);
      expect((await as(admin).call(API.email.sendCount, { addresses: ' a@dealer.example ;; B@Dealer.example; ' })).count).toBe(2);
    });

    it('counts and sends each address once across groups, users and typed addresses, never to APP, disabled or unapproved accounts', async () => {
      const disabled = await createUser(t.database.db, { enabled: false });
      const waiting = await createUser(t.database.db, { approvalStatus: 'UNAPPROVED' });
      const first = (await as(admin).call(API.email.groupSave, { name: 'First' })).id;
      const second = (await as(admin).call(API.email.groupSave, { name: 'Second' })).id;
      for (const [group, user] of [[first, korean], [first, thai], [second, korean], [second, disabled], [second, waiting]] as const) {
        await as(admin).call(API.email.groupAddMember, { groupId: group, userId: user.id }).catch(() => undefined);
      }
      const recipients = {
        groupIds: [first, second], userIds: [thai.id],
        addresses: `${korean.loginId.toUpperCase()}; outsider@dealer.example; OUTSIDER@dealer.example; ${app.loginId}`,
      };
      expect((await as(admin).call(API.email.sendCount, recipients)).count).toBe(4);

      const sendId = (await as(admin).call(API.email.sendCreate, { templateId: template, recipients })).id;
      const { rows } = await t.database.db.execute<{ address: string; language: string; user_id: number | null }>(sql`
        SELECT address, language, user_id FROM email_send_recipients WHERE send_id = ${sendId} ORDER BY address`);
      expect(rows).toEqual([
        { address: app.loginId, language: 'en', user_id: null },
        { address: korean.loginId, language: 'ko', user_id: korean.id },
        { address: 'outsider@dealer.example', language: 'en', user_id: null },
        // Thai is not among the template's languages: English.
        { address: thai.loginId, language: 'en', user_id: thai.id },
      ].sort((a, b) => a.address.localeCompare(b.address, 'en')));
      const detail = await until('the send to finish', async () => {
        const d = await as(admin).call(API.email.sendDetail, { sendId });
        return d.state === 'DONE' ? d : undefined;
      });
      expect(detail).toMatchObject({ recipientCount: 4, sentCount: 4 });
      const toKorean = peer.received.filter((m) => m.to.includes(korean.loginId));
      expect(toKorean.map((m) => m.subject)).toEqual(['김민준님께 캠페인 안내']);
      // An address with no account has no name: greeted the neutral way, never by its address.
      const toOutsider = peer.received.filter((m) => m.to.includes('outsider@dealer.example'));
      expect(toOutsider.map((m) => m.subject)).toEqual(['Campaign for customer']);
      expect(toOutsider.map((m) => m.text)).toEqual([expect.stringContaining('Dear customer, see https://gsis.example/main')]);

      const recipientsPage = await as(admin).call(API.email.sendRecipients, { sendId, state: 'SENT' });
      expect(recipientsPage.total).toBe(4);
      const listed = (await as(admin).call(API.email.sendList, {})).items.find((s) => s.sendId === sendId);
      expect(listed).toMatchObject({ state: 'DONE', title: 'Campaign' });
    });

    it('refuses a send that reaches nobody', async () => {
      const reply = await as(admin).refusal(API.email.sendCreate, { templateId: template, recipients: { addresses: '' } });
      expect(reply.body.code).toBe('REQUIRED_VALUES_MISSING');
    });

    it('gives every recipient exactly one message when the mail server stops half-way and comes back', async () => {
      const addresses = Array.from({ length: 120 }, (_, i) => `tech${i}@fleet.example`);
      const before = peer.received.length;
      let stopping: Promise<void> | undefined;
      // The server goes away once some messages of the send have arrived.
      const watcher = setInterval(() => {
        if (!stopping && peer.received.length - before >= 30) stopping = peer.stop();
      }, 5);
      const sendId = (await as(admin).call(API.email.sendCreate, { templateId: template, recipients: { addresses: addresses.join(';') } })).id;
      await until('the server to stop', async () => (stopping ? true : undefined));
      clearInterval(watcher);
      await stopping;
      // Messages are tried and wait; none is lost.
      await until('a failed attempt', async () => {
        const { rows } = await t.database.db.execute<{ n: number }>(sql`
          SELECT count(*)::int AS n FROM email_send_recipients r JOIN mail_outbox o ON o.id = r.mail_id WHERE r.send_id = ${sendId} AND o.last_error IS NOT NULL`);
        return rows[0]!.n > 0 ? true : undefined;
      });
      const waiting = await as(admin).call(API.email.sendDetail, { sendId });
      expect(waiting.state).toBe('SENDING');
      await peer.start();
      await until('the send to finish', async () => ((await as(admin).call(API.email.sendDetail, { sendId })).state === 'DONE' ? true : undefined), 120_000);
      await new Promise((r) => setTimeout(r, 2500)); // a stray second delivery would have come by now
      const arrived = peer.received.slice(before).flatMap((m) => m.to).sort();
      expect(arrived).toEqual([...addresses].sort());
    }, 180_000);

    it('makes one message per recipient when two workers fan the same send out at once (a lease taken over too early)', async () => {
      const addresses = Array.from({ length: 700 }, (_, i) => `crew${i}@yard.example`);
      const sendId = (await as(admin).call(API.email.sendCreate, { templateId: template, recipients: { addresses: addresses.join(';') } })).id;
      // The app's own worker runs the job; two more run it beside it, as a worker whose lease ran out while it
      // was still alive would.
      const worker = emailSendTask.with({ db: t.database.db, publicUrl: 'https://gsis.example', maxAttempts: 3 });
      const context = { jobId: 0, attempt: 1, signal: new AbortController().signal };
      await Promise.all([worker.run({ sendId } as never, context), worker.run({ sendId } as never, context)]);
      await until('every recipient to have its message', async () => {
        const { rows } = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM email_send_recipients WHERE send_id = ${sendId} AND mail_id IS NULL`);
        return rows[0]!.n === 0 ? true : undefined;
      });
      const { rows } = await t.database.db.execute<{ messages: number; addresses: number }>(sql`
        SELECT count(*)::int AS messages, count(DISTINCT o.to_address)::int AS addresses
        FROM mail_outbox o WHERE o.kind = 'ADMIN_SEND' AND o.to_address LIKE '%@yard.example'`);
      expect(rows[0]).toEqual({ messages: 700, addresses: 700 });
    }, 120_000);
  });

  it('is managed with the e-mail menus', async () => {
    const dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    expect((await as(dealer).send(API.email.groupList)).status).toBe(403);
    expect((await as(dealer).send(API.email.sendCreate, { templateId: 1, recipients: { addresses: 'a@b.example' } })).status).toBe(403);
  });
});
