// The Support classifications through the real app: two levels for Q&A and one for Contact Us ('You can't add
// more nodes'), names in the reader's language, no deleting one with children, managers who are employees.
import { sql } from 'drizzle-orm';
import { API, type SupportClassApi, type SupportClassSave } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../../../test/api.ts';
import { createUser } from '../../../../test/factories.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../../test/harness.ts';

describe('support classifications', () => {
  let t: TestContext;
  let admin: string;
  const as = (token: string | null) => apiOf(t.app).as(token);
  const save = async (classes: SupportClassApi, values: Partial<SupportClassSave>) => as(admin).send(classes.save, { labels: { en: 'Class' }, ...values });
  const items = async (classes: SupportClassApi) => (await as(admin).call(classes.list)).items;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  });
  afterAll(async () => { await t.close(); });

  it('goes two levels deep for Q&A and one for Contact Us, and says "You can\'t add more nodes" past that', async () => {
    const parent = (await save(API.qnaClasses, { labels: { en: 'Engines', ko: '엔진' } })).body.id;
    const child = await save(API.qnaClasses, { parentId: parent, labels: { en: 'Fuel system' } });
    expect(child.status).toBe(200);
    const grandchild = await save(API.qnaClasses, { parentId: child.body.id, labels: { en: 'Injectors' } });
    expect(grandchild.error).toMatchObject({ code: 'NODE_LIMIT', message: "You can't add more nodes" });
    // A parent with children cannot move under another: that would make three levels.
    const other = (await save(API.qnaClasses, { labels: { en: 'Electrics' } })).body.id;
    expect((await save(API.qnaClasses, { classId: parent, parentId: other, labels: { en: 'Engines' } })).error.code).toBe('NODE_LIMIT');
    expect((await save(API.qnaClasses, { classId: other, parentId: other, labels: { en: 'Electrics' } })).error.code).toBe('NODE_LIMIT');

    const contact = (await save(API.contactClasses, { labels: { en: 'Sales' } })).body.id;
    expect((await save(API.contactClasses, { parentId: contact, labels: { en: 'Used machines' } })).error.code).toBe('NODE_LIMIT');
    // A classification of the other kind is no parent.
    expect((await save(API.contactClasses, { parentId: parent, labels: { en: 'X' } })).status).toBe(400);

    // Parents first, each followed by its children.
    const list = await items(API.qnaClasses);
    const at = list.findIndex((c) => c.classId === parent);
    expect(list[at + 1]).toMatchObject({ parentId: parent, label: 'Fuel system' });
  });

  it('names classifications in the reader\'s language, English where there is no name in it, and lists only those in use', async () => {
    const id = (await save(API.qnaClasses, { labels: { en: 'Attachments', ko: '작업 장치' } })).body.id;
    const hidden = (await save(API.qnaClasses, { labels: { en: 'Retired' }, useYn: 'N' })).body.id;
    const choices = async (language: string) => as(null).call(API.qnaClasses.choices, undefined, { headers: { 'accept-language': language } });
    expect((await choices('ko')).items.find((c) => c.classId === id)?.label).toBe('작업 장치');
    expect((await choices('th')).items.find((c) => c.classId === id)?.label).toBe('Attachments');
    expect((await choices('en')).items.map((c) => c.classId)).not.toContain(hidden);
    expect((await items(API.qnaClasses)).map((c) => c.classId)).toContain(hidden);
    const missing = await save(API.qnaClasses, { labels: { ko: '영어 없음' } });
    expect(missing.status).toBe(400);
    expect(missing.error.details?.fields?.map((f) => f.path)).toContain('body.labels.en');
  });

  it('refuses to delete a classification with children, after which it deletes it with its managers', async () => {
    const parent = (await save(API.qnaClasses, { labels: { en: 'Cabin' } })).body.id;
    const child = (await save(API.qnaClasses, { parentId: parent, labels: { en: 'Air conditioning' } })).body.id;
    const refused = await as(admin).refusal(API.qnaClasses.delete, { classId: parent });
    expect(refused.body).toMatchObject({ code: 'RELATED_DATA_EXISTS', message: 'Cannot be deleted because related data exist' });
    expect(await as(admin).call(API.qnaClasses.delete, { classId: child })).toEqual({ deleted: true });
    const employee = await createUser(t.database.db, { userType: 'EMPLOYEES', roles: [] });
    expect((await as(admin).send(API.qnaClasses.saveManagers, { classId: parent, userIds: [employee.id] })).status).toBe(200);
    expect(await as(admin).call(API.qnaClasses.delete, { classId: parent })).toEqual({ deleted: true });
    const { rows } = await t.database.db.execute(sql`SELECT 1 FROM support_class_managers WHERE class_id = ${parent}`);
    expect(rows).toHaveLength(0);
    // A Q&A classification is not reached through Contact Us.
    expect((await as(admin).send(API.contactClasses.delete, { classId: child })).status).toBe(404);
  });

  it('has employees as managers: found by name or ID, set as a whole, audited', async () => {
    const id = (await save(API.contactClasses, { labels: { en: 'Warranty' } })).body.id;
    const employee = await createUser(t.database.db, { userType: 'EMPLOYEES', name: 'Mina Warranty', roles: [] });
    const dealer = await createUser(t.database.db, { userType: 'DEALER', name: 'Mina Dealer', roles: [] });
    const found = (await as(admin).call(API.contactClasses.candidates, { keyword: 'mina' })).items;
    expect(found.map((u) => u.userId)).toContain(employee.id);
    expect(found.map((u) => u.userId)).not.toContain(dealer.id);

    const refused = await as(admin).refusal(API.contactClasses.saveManagers, { classId: id, userIds: [employee.id, dealer.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.details?.fields?.[0]?.path).toBe('body.userIds');
    expect(await as(admin).call(API.contactClasses.saveManagers, { classId: id, userIds: [employee.id] })).toEqual({ done: true });
    expect((await as(admin).call(API.contactClasses.managers, { classId: id })).items.map((m) => m.name)).toEqual(['Mina Warranty']);
    expect((await items(API.contactClasses)).find((c) => c.classId === id)?.managerCount).toBe(1);
    const { rows } = await t.database.db.execute<{ action: string }>(sql`SELECT action FROM audit_log WHERE target_type = 'SUPPORT_CLASS' AND target_id = ${String(id)} ORDER BY id`);
    expect(rows.map((r) => r.action)).toEqual(['SUPPORT_CLASS_CREATE', 'SUPPORT_CLASS_MANAGERS']);
  });

  it('is opened by its menu: the support manager manages both kinds, a dealer neither', async () => {
    const support = await login(t.app, 'supportmanager@gsis.local', DEMO_PASSWORD);
    expect((await as(support).send(API.qnaClasses.list)).status).toBe(200);
    expect((await as(support).send(API.contactClasses.list)).status).toBe(200);
    const dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    expect((await as(dealer).send(API.qnaClasses.save, { labels: { en: 'x' } })).status).toBe(403);
  });
});
