// What a new final version tells its readers, through the real app: those who bookmarked the document or opened it in
// the last 90 days, asked for it and may read it, are e-mailed the pages that changed, their bookmarked ones first;
// a version identical in text tells nobody; the notice waits for the text and its comparison.
import { sql } from 'drizzle-orm';
import { API } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailsTo, USER_PASSWORD } from '../../../test/factories.ts';
import { apiOf } from '../../../test/api.ts';
import { addVersion, createDocumentWithVersion, grantDocuments, loadCatalogue, MAINTENANCE_PROCEDURES as procedures, maintenanceManual as manual, makeZip } from '../../../test/library-factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { jobsDone, until } from '../../../test/until.ts';
import { enqueue } from '../../platform/jobs/job-queue.ts';
import { compareTask } from '../library/comparison/compare-task.ts';

const DAY = 86_400_000;
/** Version 2.0's pages: the second and the fourth changed. */
const changedIn2: Record<number, string> = {
  1: 'Coolant\nCheck the level on the reservoir when the engine is cold, and the antifreeze every 500 hours.',
  3: 'Swing bearing\nGrease through the four nipples every 100 hours.',
};
const second = procedures.map((text, i) => changedIn2[i] ?? text);

describe('the e-mail of a new version says what changed, to those who follow the document', () => {
  let t: TestContext;
  let admin: string;
  let filed: { documentTypeId: number; productId: number };
  let doc: { documentId: number; versionId: number };
  type Who = 'bookmarked' | 'opened' | 'openedLongAgo' | 'quiet' | 'revoked';
  const readers = {} as Record<Who, { id: number; loginId: string }>;
  let bookmarkerToken = '';
  /** The reader's bookmark of a document, as My Library and the home page's card read it. */
  const theBookmark = async (documentId = doc.documentId) =>
    (await apiOf(t.app).as(bookmarkerToken).call(API.bookmarks.list)).bookmarks.find((b) => b.documentId === documentId)!;
  const mails = (who: Who) => mailsTo(t.database.db, readers[who].loginId);
  /** The notices queued so far have run (none waits or is due). */
  const noticesDone = () => jobsDone(t.database.db, 'notify-new-version');
  const opened = (who: Who, daysAgo: number) => t.database.db.execute(sql`
    INSERT INTO access_events (occurred_at, action, user_id, details)
    VALUES (${new Date(t.clock.now().getTime() - daysAgo * DAY).toISOString()}, 'DOCUMENT_VIEW', ${readers[who].id},
            ${JSON.stringify({ documentId: doc.documentId, versionId: doc.versionId })}::jsonb)`);
  /** Makes a held version of the manual its final distributed one. */
  const distribute = async (versionId: number, versionLabel: string) => expect((await apiOf(t.app).as(admin).send(API.documents.saveVersion, {
    id: versionId, documentId: doc.documentId, versionLabel, publishType: 'PDF', language: 'en', isFinal: true, distributionStatus: 'DISTRIBUTED', distributedOn: '2025-03-01',
  })).status).toBe(200);
  /** The lines of a message's list, as its text part gives them. */
  const listed = (text: string) => text.split('\n').filter((line) => line.startsWith('• '));

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    const catalogue = await loadCatalogue(t.app, admin);
    filed = { documentTypeId: catalogue.documentTypes.get('SERVICE_MANUAL')!, productId: catalogue.products.get('CEX_MEDIUM')! };
    doc = await createDocumentWithVersion(t.app, admin, { ...filed, title: 'DX225LCA maintenance manual' }, { versionLabel: '1.0', file: await manual(procedures) });
    for (const who of ['bookmarked', 'opened', 'openedLongAgo', 'quiet', 'revoked'] as const) {
      const user = await createUser(t.database.db, { userType: 'DEALER', roles: [], language: 'en' });
      await grantDocuments(t.database.db, user.id, 'DOCUMENT', [doc.documentId]);
      if (who !== 'quiet') await t.database.db.execute(sql`UPDATE users SET notify_new_versions = true WHERE id = ${user.id}`);
      readers[who] = user;
    }
    bookmarkerToken = await login(t.app, readers.bookmarked.loginId, USER_PASSWORD);
    expect((await apiOf(t.app).as(bookmarkerToken).send(API.bookmarks.add, { documentId: doc.documentId, versionId: doc.versionId, page: 4, newFolderName: 'Excavators' })).status).toBe(200);
    await opened('opened', 10);
    await opened('openedLongAgo', 91);
    await opened('quiet', 3);
    await opened('revoked', 3);
    // They may no longer read it when the new edition comes.
    await t.database.db.execute(sql`DELETE FROM user_document_grants WHERE user_id = ${readers.revoked.id}`);
  });
  afterAll(async () => { await t?.close(); });

  it('names the bookmarked page first, then the other changed pages, each a link to it in the new version', async () => {
    const { versionId } = await addVersion(t.app, admin, doc.documentId, { versionLabel: '2.0', file: await manual(second) });
    await noticesDone();

    const [mail, ...more] = await mails('bookmarked');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'NEW_VERSION_CHANGES', subject: 'What changed in “DX225LCA maintenance manual”, version 2.0' });
    const at = (page: number) => `/document/view/${doc.documentId}?version=${versionId}&page=${page}`;
    const lines = listed(mail!.text_body);
    expect(lines).toEqual([expect.stringMatching(/^• Page 4 \(your bookmark\): http\S+$/), expect.stringMatching(/^• Page 2: http\S+$/)]);
    expect(lines[0]).toContain(at(4));
    expect(lines[1]).toContain(at(2));
    expect(mail!.text_body).toContain('since version 1.0');
    expect(mail!.html_body).toContain(`${at(4).replace(/&/g, '&amp;')}" style="color:#0b4f8a">Page 4 (your bookmark)</a>`);

    // Opened within 90 days: told, in page order, without a bookmark line.
    const [toOpener] = await mails('opened');
    expect(listed(toOpener!.text_body).map((line) => line.split(':')[0])).toEqual(['• Page 2', '• Page 4']);
    // Opened 91 days ago, not asked for it, or no longer allowed to read it: not told.
    expect(await mails('openedLongAgo')).toEqual([]);
    expect(await mails('quiet')).toEqual([]);
    expect(await mails('revoked')).toEqual([]);

    // The home page's card: two pages changed, the bookmarked one among them.
    expect((await theBookmark()).newVersion).toMatchObject({ versionId, versionLabel: '2.0', changed: 2, bookmarkChanged: true });
  });

  it('distributing the version again (taken back, a file fixed) tells nobody who was told of it already', async () => {
    const told = await Promise.all((['bookmarked', 'opened'] as const).map(async (who) => (await mails(who)).length));
    const detail = await apiOf(t.app).as(admin).call(API.documents.detail, { id: doc.documentId });
    const current = detail.versions.find((v) => v.versionLabel === '2.0')!;
    expect((await apiOf(t.app).as(admin).send(API.documents.saveVersion, {
      id: current.id, documentId: doc.documentId, versionLabel: '2.0', publishType: 'PDF', language: 'en', isFinal: true, distributionStatus: 'NOT_DISTRIBUTED', distributedOn: null,
    })).status).toBe(200);
    await distribute(current.id, '2.0');
    await noticesDone();
    expect(await Promise.all((['bookmarked', 'opened'] as const).map(async (who) => (await mails(who)).length))).toEqual(told);
  });

  it('a version identical in text (its footer aside) e-mails nobody, and is no news on the bookmark that knew the one before', async () => {
    expect((await apiOf(t.app).as(bookmarkerToken).send(API.bookmarks.seen, { id: (await theBookmark()).id })).status).toBe(200);
    const before = await Promise.all((['bookmarked', 'opened'] as const).map(async (who) => (await mails(who)).length));
    const { versionId } = await addVersion(t.app, admin, doc.documentId, { versionLabel: '2.1', file: await manual(second, 'DX225LCA service manual, revision 2.1') });
    await noticesDone();
    const { rows: [compared] } = await t.database.db.execute<{ identical: boolean }>(sql`SELECT identical FROM version_comparisons WHERE version_id = ${versionId}`);
    expect(compared).toEqual({ identical: true });
    expect(await Promise.all((['bookmarked', 'opened'] as const).map(async (who) => (await mails(who)).length))).toEqual(before);
    expect((await theBookmark()).newVersion).toBeNull();
  });

  it('waits while the text is being read and compared, then tells', async () => {
    // Against 2.1 (the text of 2.0), the last page changed.
    const next = [...second];
    next[4] = 'Turntable bolts\nTighten to 1 050 Nm in a crosswise sequence.';
    const { versionId } = await addVersion(t.app, admin, doc.documentId, { versionLabel: '3.0', isFinal: false, distribute: false, file: await manual(next) });
    // Distributed while its text is being read (a new file replaced the old one).
    await t.database.db.execute(sql`UPDATE document_versions SET index_status = 'INDEXING' WHERE id = ${versionId}`);
    const before = (await mails('opened')).length;
    await distribute(versionId, '3.0');

    const waiting = await until('the notice waiting', async () => {
      const { rows } = await t.database.db.execute<{ last_error: string | null }>(sql`
        SELECT last_error FROM jobs WHERE task = 'notify-new-version' AND payload->>'versionId' = ${String(versionId)} AND last_error IS NOT NULL`);
      return rows[0];
    });
    expect(waiting.last_error).toContain('being read or compared');
    expect((await mails('opened')).length).toBe(before);

    // The text read, indexing queues its comparison (indexing.ts), and the notice goes.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE document_versions SET index_status = 'INDEXED' WHERE id = ${versionId}`);
      await enqueue(tx, compareTask, { versionId });
    });
    const told = await until('the notice sent', async () => (await mails('opened'))[before], 60_000);
    expect(told).toMatchObject({ kind: 'NEW_VERSION_CHANGES' });
    expect(listed(told.text_body)).toEqual([expect.stringContaining(`• Page 5: http`)]);
    expect(told.text_body).toContain('since version 2.1');
  });

  it('tells what changed against the version readers have when it is distributed, not the one it was compared with', async () => {
    // A fix of 3.0 (page 5 as it was), held; then 4.0 (page 1 changed besides), compared with 3.0 as it is uploaded.
    const { versionId: fix } = await addVersion(t.app, admin, doc.documentId, { versionLabel: '3.1', isFinal: false, distribute: false, file: await manual(second) });
    const next = [...second];
    next[0] = 'Engine oil\nDrain the oil with the engine warm and replace the filter and its seal.';
    const { versionId } = await addVersion(t.app, admin, doc.documentId, { versionLabel: '4.0', isFinal: false, distribute: false, file: await manual(next) });
    await until('version 4.0 compared', async () => ((await t.database.db.execute(sql`SELECT 1 FROM version_comparisons WHERE version_id = ${versionId}`)).rows.length ? true : undefined));
    // The fix goes out first: readers have 3.1 when 4.0 comes.
    await distribute(fix, '3.1');
    await noticesDone();
    const before = (await mails('opened')).length;
    await distribute(versionId, '4.0');
    await noticesDone();
    const [told, ...more] = (await mails('opened')).slice(before);
    expect(more).toEqual([]);
    expect(told!.text_body).toContain('since version 3.1');
    expect(listed(told!.text_body)).toEqual([expect.stringContaining(`• Page 1: http`)]);
  });

  it('a web help names its changed topics by title, the bookmarked one first, each a link to it', async () => {
    const help = (engine: string, brakes: string) => makeZip([
      { name: 'index.html', data: '<title>Welcome</title><a href="topics/b.html">Brakes</a> <a href="topics/a.html">Engine</a>' },
      { name: 'topics/a.html', data: `<title>Engine</title><p>${engine}</p>` },
      { name: 'topics/b.html', data: `<title>Brakes</title><p>${brakes}</p>` },
    ]);
    const helpDoc = await createDocumentWithVersion(t.app, admin, { ...filed, title: 'DX225LCA web help' }, {
      versionLabel: '1.0', publishType: 'WEBHELP', fileName: 'help.zip',
      file: await help('Drain the engine oil every 500 hours with the engine warm.', 'Bleed the brakes with DOT 4 fluid, starting at the far wheel.'),
    });
    await grantDocuments(t.database.db, readers.bookmarked.id, 'DOCUMENT', [helpDoc.documentId]);
    expect((await apiOf(t.app).as(bookmarkerToken).send(API.bookmarks.add, {
      documentId: helpDoc.documentId, versionId: helpDoc.versionId, topicPath: 'topics/a.html', newFolderName: 'Web help',
    })).status).toBe(200);
    const before = (await mails('bookmarked')).length;

    const { versionId } = await addVersion(t.app, admin, helpDoc.documentId, {
      versionLabel: '2.0', publishType: 'WEBHELP', fileName: 'help.zip',
      file: await help('Drain the engine oil every 250 hours with the engine warm.', 'Bleed the brakes with DOT 5.1 fluid, starting at the far wheel.'),
    });
    await noticesDone();
    const told = (await mails('bookmarked'))[before]!;
    const at = (topic: string) => `/document/view/${helpDoc.documentId}?version=${versionId}&topic=${encodeURIComponent(topic)}`;
    expect(listed(told.text_body)).toEqual([`• Engine (your bookmark): ${told.text_body.match(/https?:\/\/[^/\s]+/)![0]}${at('topics/a.html')}`, expect.stringMatching(/^• Brakes \(changed\): http/)]);
    expect(told.text_body).toContain(at('topics/b.html'));
    expect((await theBookmark(helpDoc.documentId)).newVersion).toMatchObject({ versionId, changed: 2, bookmarkChanged: true });
  });
});
