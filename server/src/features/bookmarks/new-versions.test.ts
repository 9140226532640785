// A new final version of a bookmarked document, through the real app: the bookmark is flagged with it until
// the reader has seen it, and those who asked for it in My info — and may read the document — are e-mailed
// by the notice its distribution queued; a version in another language than the one kept is not news.
// (What the message lists, and who else is told: new-version-changes.test.ts.)
import { sql } from 'drizzle-orm';
import { API, type VersionSave } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, mailsTo, USER_PASSWORD } from '../../../test/factories.ts';
import { apiOf } from '../../../test/api.ts';
import { addVersion, createDocumentWithVersion, grantDocuments, loadCatalogue, makePdf } from '../../../test/library-factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';
import { jobsDone } from '../../../test/until.ts';

describe('new final versions of bookmarked documents', () => {
  let t: TestContext;
  let admin: string;
  let doc: { documentId: number; versionId: number; title: string };
  const readers: Record<'following' | 'quiet' | 'revoked', { id: number; loginId: string; token: string }> = {} as never;
  const as = (token: string) => apiOf(t.app).as(token);
  const bookmarksOf = async (token: string) => (await as(token).call(API.bookmarks.list)).bookmarks.filter((b) => b.documentId === doc.documentId);
  const mails = (to: string) => mailsTo(t.database.db, to);
  /** The notices queued so far have run (none waits or is due). */
  const noticesDone = () => jobsDone(t.database.db, 'notify-new-version');

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
    const catalogue = await loadCatalogue(t.app, admin);
    doc = await createDocumentWithVersion(t.app, admin, {
      documentTypeId: catalogue.documentTypes.get('SERVICE_MANUAL')!, productId: catalogue.products.get('WL')!, title: 'DL420 axle service manual',
    }, { versionLabel: '1.0' });
    for (const [key, language] of [['following', 'ko'], ['quiet', 'en'], ['revoked', 'en']] as const) {
      const user = await createUser(t.database.db, { userType: 'DEALER', roles: [], language });
      await grantDocuments(t.database.db, user.id, 'DOCUMENT', [doc.documentId]);
      if (key !== 'quiet') await t.database.db.execute(sql`UPDATE users SET notify_new_versions = true WHERE id = ${user.id}`);
      readers[key] = { ...user, token: await login(t.app, user.loginId, USER_PASSWORD) };
      expect((await as(readers[key].token).send(API.bookmarks.add, { documentId: doc.documentId, versionId: doc.versionId, page: 3, newFolderName: 'Axles' })).status).toBe(200);
    }
    // One of them may no longer read it when the new edition comes.
    await t.database.db.execute(sql`DELETE FROM user_document_grants WHERE user_id = ${readers.revoked.id}`);
  });
  afterAll(async () => { await t.close(); });

  it('flags nothing while the edition a bookmark was kept with is the final one', async () => {
    expect((await bookmarksOf(readers.following.token))[0]!.newVersion).toBeNull();
  });

  it('a new final version in another language is not news to a bookmark of the English one', async () => {
    await addVersion(t.app, admin, doc.documentId, { versionLabel: '1.0-ko', language: 'ko' });
    expect((await bookmarksOf(readers.following.token))[0]!.newVersion).toBeNull();
    await noticesDone();
    expect(await mails(readers.following.loginId)).toEqual([]);
  });

  it('a new final English version flags the bookmark and e-mails those who asked and may read it', async () => {
    const { versionId } = await addVersion(t.app, admin, doc.documentId, { versionLabel: '2.0', file: await makePdf(1, ['Axle oil: change it every 1 000 hours.']) });
    const [flagged] = await bookmarksOf(readers.following.token);
    expect(flagged!.newVersion).toMatchObject({ versionId, versionLabel: '2.0' });
    expect((await bookmarksOf(readers.quiet.token))[0]!.newVersion).toMatchObject({ versionId });

    await noticesDone();
    const told = await mails(readers.following.loginId);
    expect(told.map((m) => [m.kind, m.language])).toEqual([['NEW_VERSION_CHANGES', 'ko']]);
    expect(told[0]!.text_body).toContain(`/document/view/${doc.documentId}?version=${versionId}`);
    expect(await mails(readers.quiet.loginId)).toEqual([]);
    expect(await mails(readers.revoked.loginId)).toEqual([]);

    // Seen, the flag goes; another reader's stays.
    expect((await as(readers.following.token).send(API.bookmarks.seen, { id: flagged!.id })).status).toBe(200);
    expect((await bookmarksOf(readers.following.token))[0]!.newVersion).toBeNull();
    expect((await bookmarksOf(readers.quiet.token))[0]!.newVersion).not.toBeNull();
    expect((await as(readers.quiet.token).send(API.bookmarks.seen, { id: flagged!.id })).status).toBe(404);
  });

  it('seeing the news on one bookmark clears it on every bookmark of the document; distributing it again is no news', async () => {
    const folderId = (await as(readers.quiet.token).call(API.bookmarks.list)).folders[0]!.id;
    expect((await as(readers.quiet.token).send(API.bookmarks.add, { documentId: doc.documentId, versionId: doc.versionId, page: 9, folderId })).status).toBe(200);
    // The new bookmark knows the edition there is now; the old one is still flagged.
    const kept = await bookmarksOf(readers.quiet.token);
    expect(kept.map((b) => b.newVersion === null)).toEqual([true, false]);
    expect((await as(readers.quiet.token).send(API.bookmarks.seen, { id: kept[1]!.id })).status).toBe(200);
    expect((await bookmarksOf(readers.quiet.token)).map((b) => b.newVersion)).toEqual([null, null]);

    // The final version taken back and distributed again (a file fixed): nobody who knew it is told again.
    const before = (await mails(readers.following.loginId)).length;
    const detail = await as(admin).call(API.documents.detail, { id: doc.documentId });
    const final = detail.versions.find((v) => v.versionLabel === '2.0')!;
    const save = (distributionStatus: VersionSave['distributionStatus']) => as(admin).send(API.documents.saveVersion, {
      id: final.id, documentId: doc.documentId, versionLabel: '2.0', publishType: 'PDF', language: 'en', isFinal: true, distributionStatus, distributedOn: final.distributedOn,
    });
    expect((await save('NOT_DISTRIBUTED')).status).toBe(200);
    expect((await save('DISTRIBUTED')).status).toBe(200);
    await noticesDone();
    expect((await mails(readers.following.loginId)).length).toBe(before);
  });

  it('re-saving the final version (a label fixed) tells nobody again', async () => {
    const before = (await mails(readers.following.loginId)).length;
    const detail = await as(admin).call(API.documents.detail, { id: doc.documentId });
    const final = detail.versions.find((v) => v.versionLabel === '2.0')!;
    expect((await as(admin).send(API.documents.saveVersion, {
      id: final.id, documentId: doc.documentId, versionLabel: '2.0a', publishType: 'PDF', language: 'en', isFinal: true, distributionStatus: 'DISTRIBUTED', distributedOn: final.distributedOn,
    })).status).toBe(200);
    await noticesDone();
    expect((await mails(readers.following.loginId)).length).toBe(before);
  });
});
