// The Support classifications through the real app: two levels for Q&A and one for Contact Us ('You can't add
// more nodes'), names in the reader's language, no deleting one with children, managers who are employees.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost } from '../../../../test/library-factories.ts';
import { createUser } from '../../../../test/factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';

type Body = Record<string, unknown> & { code?: string; message?: string; details?: { fields?: { path: string; rule: string }[] } };
interface Item { classId: number; parentId: number | null; label: string; managerCount: number; useYn: string }

describe('support classifications', () => {
  let t: TestContext;
  let admin: string;
  const call = (url: string, payload: unknown, token: string | null = admin) => apiPost<Body>(t.app, url, payload, token);
  const save = async (prefix: string, values: Record<string, unknown>) => call(`/mgmt/${prefix}/cls/save`, { labels: { en: 'Class' }, ...values });
  const items = async (prefix: string) => (await call(`/mgmt/${prefix}/cls/list`, {})).body.items as Item[];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  });
  afterAll(async () => { await t.close(); });

  it('goes two levels deep for Q&A and one for Contact Us, and says "You can\'t add more nodes" past that', async () => {
    const parent = (await save('qna', { labels: { en: 'Engines', ko: '엔진' } })).body.id as number;
    const child = await save('qna', { parentId: parent, labels: { en: 'Fuel system' } });
    expect(child.status).toBe(200);
    const grandchild = await save('qna', { parentId: child.body.id, labels: { en: 'Injectors' } });
    expect(grandchild.body).toMatchObject({ code: 'NODE_LIMIT', message: "You can't add more nodes" });
    // A parent with children cannot move under another: that would make three levels.
    const other = (await save('qna', { labels: { en: 'Electrics' } })).body.id as number;
    expect((await save('qna', { classId: parent, parentId: other, labels: { en: 'Engines' } })).body.code).toBe('NODE_LIMIT');
    expect((await save('qna', { classId: other, parentId: other, labels: { en: 'Electrics' } })).body.code).toBe('NODE_LIMIT');

    const contact = (await save('contact', { labels: { en: 'Sales' } })).body.id as number;
    expect((await save('contact', { parentId: contact, labels: { en: 'Used machines' } })).body.code).toBe('NODE_LIMIT');
    // A classification of the other kind is no parent.
    expect((await save('contact', { parentId: parent, labels: { en: 'X' } })).status).toBe(400);

    // Parents first, each followed by its children.
    const list = await items('qna');
    const at = list.findIndex((c) => c.classId === parent);
    expect(list[at + 1]).toMatchObject({ parentId: parent, label: 'Fuel system' });
  });

  it('names classifications in the reader\'s language, English where there is no name in it, and lists only those in use', async () => {
    const id = (await save('qna', { labels: { en: 'Attachments', ko: '작업 장치' } })).body.id as number;
    const hidden = (await save('qna', { labels: { en: 'Retired' }, useYn: 'N' })).body.id as number;
    const choices = async (language: string) => (await t.app.inject({ method: 'GET', url: '/service/qna/cls/list', headers: { 'accept-language': language } })).json() as { items: { classId: number; label: string }[] };
    expect((await choices('ko')).items.find((c) => c.classId === id)?.label).toBe('작업 장치');
    expect((await choices('th')).items.find((c) => c.classId === id)?.label).toBe('Attachments');
    expect((await choices('en')).items.map((c) => c.classId)).not.toContain(hidden);
    expect((await items('qna')).map((c) => c.classId)).toContain(hidden);
    const missing = await save('qna', { labels: { ko: '영어 없음' } });
    expect(missing.status).toBe(400);
    expect(missing.body.details?.fields?.map((f) => f.path)).toContain('body.labels.en');
  });

  it('refuses to delete a classification with children, after which it deletes it with its managers', async () => {
    const parent = (await save('qna', { labels: { en: 'Cabin' } })).body.id as number;
    const child = (await save('qna', { parentId: parent, labels: { en: 'Air conditioning' } })).body.id as number;
    const refused = await call('/mgmt/qna/cls/delete', { classId: parent });
    expect(refused.body).toMatchObject({ code: 'RELATED_DATA_EXISTS', message: 'Cannot be deleted because related data exist' });
    expect((await call('/mgmt/qna/cls/delete', { classId: child })).body).toEqual({ deleted: true });
    const employee = await createUser(t.database.db, { userType: 'EMPLOYEES', roles: [] });
    expect((await call('/mgmt/qna/cls/manager/save', { classId: parent, userIds: [employee.id] })).status).toBe(200);
    expect((await call('/mgmt/qna/cls/delete', { classId: parent })).body).toEqual({ deleted: true });
    const { rows } = await t.database.db.execute(sql`SELECT 1 FROM support_class_managers WHERE class_id = ${parent}`);
    expect(rows).toHaveLength(0);
    // A Q&A classification is not reached through Contact Us.
    expect((await call('/mgmt/contact/cls/delete', { classId: child })).status).toBe(404);
  });

  it('has employees as managers: found by name or ID, set as a whole, audited', async () => {
    const id = (await save('contact', { labels: { en: 'Warranty' } })).body.id as number;
    const employee = await createUser(t.database.db, { userType: 'EMPLOYEES', name: 'Mina Warranty', roles: [] });
    const dealer = await createUser(t.database.db, { userType: 'DEALER', name: 'Mina Dealer', roles: [] });
    const found = (await call('/mgmt/contact/cls/manager/candidates', { keyword: 'mina' })).body.items as { userId: number }[];
    expect(found.map((u) => u.userId)).toContain(employee.id);
    expect(found.map((u) => u.userId)).not.toContain(dealer.id);

    const refused = await call('/mgmt/contact/cls/manager/save', { classId: id, userIds: [employee.id, dealer.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.details?.fields?.[0]?.path).toBe('body.userIds');
    expect((await call('/mgmt/contact/cls/manager/save', { classId: id, userIds: [employee.id] })).body).toEqual({ done: true });
    expect(((await call('/mgmt/contact/cls/manager/list', { classId: id })).body.items as { name: string }[]).map((m) => m.name)).toEqual(['Mina Warranty']);
    expect((await items('contact')).find((c) => c.classId === id)?.managerCount).toBe(1);
    const { rows } = await t.database.db.execute<{ action: string }>(sql`SELECT action FROM audit_log WHERE target_type = 'SUPPORT_CLASS' AND target_id = ${String(id)} ORDER BY id`);
    expect(rows.map((r) => r.action)).toEqual(['SUPPORT_CLASS_CREATE', 'SUPPORT_CLASS_MANAGERS']);
  });

  it('is opened by its menu: the support manager manages both kinds, a dealer neither', async () => {
    const support = await login(t.app, 'supportmanager@gsis.local', DEMO_PASSWORD);
    expect((await call('/mgmt/qna/cls/list', {}, support)).status).toBe(200);
    expect((await call('/mgmt/contact/cls/list', {}, support)).status).toBe(200);
    const dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    expect((await call('/mgmt/qna/cls/save', { labels: { en: 'x' } }, dealer)).status).toBe(403);
  });
});
