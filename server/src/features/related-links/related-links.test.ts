// The footer's related links and their administration through the real app: only http(s) addresses and
// GSIS pages reach an href; a new link goes last in its block; a block is reordered as a whole; every change
// is audited; the footer follows at once.
import { sql } from 'drizzle-orm';
import { API } from '@gsis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, unchecked } from '../../../test/api.ts';
import { ADMIN_ID, ADMIN_PASSWORD, DEMO_PASSWORD, login, startTestApp, type TestContext } from '../../../test/harness.ts';

describe('related links', () => {
  let t: TestContext;
  let admin: string;
  const as = (token: string | null) => apiOf(t.app).as(token);
  const footer = async () => (await as(null).call(API.relatedLinks.list)).linkList;
  const managed = async () => (await as(admin).call(API.relatedLinks.managedList)).linkList;
  const block = async (linkType: string) => (await managed()).filter((l) => l.linkType === linkType);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.app, ADMIN_ID, ADMIN_PASSWORD);
  });
  afterAll(async () => { await t.close(); });

  it('lists http(s) addresses and GSIS pages in the footer, and leaves out javascript:, data:, //host and /\\host', async () => {
    // Written by hand, as an old or hand-made row would be: this file's first look at the footer, so nothing kept hides them.
    const unsafe = ['javascript:alert(document.domain)', 'data:text/html,<script>alert(1)</script>', '//evil.example/', '/\\evil.example', 'ftp://files.example/'];
    const safe = ['https://academy.example.com/', 'http://legacy.example.com/manuals', '/support/faq'];
    for (const [i, linkUrl] of [...unsafe, ...safe].entries()) {
      await t.database.db.execute(sql`INSERT INTO related_links (link_name, link_url, link_type, sort_order) VALUES (${`Link ${i}`}, ${linkUrl}, 'RELATED_SITE', ${100 + i})`);
    }
    const urls = (await footer()).map((l) => l.linkUrl);
    expect(urls).toEqual(expect.arrayContaining(safe));
    for (const url of unsafe) expect(urls).not.toContain(url);
  });

  it('adds a link last in its block, shows it in the footer, and changes and deletes it, each in the audit trail', async () => {
    const before = await block('FAMILY_SITE');
    const saved = await as(admin).send(API.relatedLinks.save, { linkType: 'FAMILY_SITE', linkName: '  Parts Portal  ', linkUrl: 'https://parts.example.com/' });
    expect(saved.status).toBe(200);
    const id = saved.body.id;
    const detail = await as(admin).call(API.relatedLinks.detail, { linkId: id });
    expect(detail).toMatchObject({ linkName: 'Parts Portal', linkUrl: 'https://parts.example.com/', linkType: 'FAMILY_SITE', useYn: 'Y' });
    expect(detail.sortOrder).toBeGreaterThan(Math.max(0, ...before.map((l) => l.sortOrder)));
    expect((await footer()).at(-1)).toBeDefined();
    expect((await footer()).filter((l) => l.linkType === 'FAMILY_SITE').at(-1)?.linkName).toBe('Parts Portal');

    // Switched off: managed still, gone from the footer. Moved to another block: last there.
    expect((await as(admin).send(API.relatedLinks.save, { linkId: id, linkType: 'FAMILY_SITE', linkName: 'Parts Portal', linkUrl: 'https://parts.example.com/', useYn: 'N' })).status).toBe(200);
    expect((await footer()).map((l) => l.linkName)).not.toContain('Parts Portal');
    expect((await managed()).map((l) => l.linkName)).toContain('Parts Portal');
    expect((await as(admin).send(API.relatedLinks.save, { linkId: id, linkType: 'RELATED_SITE', linkName: 'Parts Portal', linkUrl: 'https://parts.example.com/', useYn: 'Y' })).status).toBe(200);
    expect((await block('RELATED_SITE')).at(-1)?.linkId).toBe(id);

    expect(await as(admin).call(API.relatedLinks.delete, { linkId: id })).toEqual({ deleted: true });
    expect((await as(admin).send(API.relatedLinks.detail, { linkId: id })).status).toBe(404);
    expect((await as(admin).send(API.relatedLinks.delete, { linkId: id })).status).toBe(404);
    const { rows } = await t.database.db.execute<{ action: string }>(sql`SELECT action FROM audit_log WHERE target_type = 'RELATED_LINK' AND target_id = ${String(id)} ORDER BY id`);
    expect(rows.map((r) => r.action)).toEqual(['RELATED_LINK_CREATE', 'RELATED_LINK_UPDATE', 'RELATED_LINK_UPDATE', 'RELATED_LINK_DELETE']);
  });

  it('takes only http and https addresses, a name, and a known block', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ linkType: 'SOCIAL', linkName: 'X', linkUrl: 'javascript:alert(1)' }, 'body.linkUrl'],
      [{ linkType: 'SOCIAL', linkName: 'X', linkUrl: 'data:text/html,hi' }, 'body.linkUrl'],
      [{ linkType: 'SOCIAL', linkName: 'X', linkUrl: '//evil.example/' }, 'body.linkUrl'],
      [{ linkType: 'SOCIAL', linkName: 'X', linkUrl: '/support/faq' }, 'body.linkUrl'],
      [{ linkType: 'SOCIAL', linkName: 'X', linkUrl: 'https://a.example/ b' }, 'body.linkUrl'],
      [{ linkType: 'SOCIAL', linkName: '   ', linkUrl: 'https://a.example/' }, 'body.linkName'],
      [{ linkType: 'SOCIAL', linkName: 'x'.repeat(101), linkUrl: 'https://a.example/' }, 'body.linkName'],
      [{ linkType: 'FOOTER', linkName: 'X', linkUrl: 'https://a.example/' }, 'body.linkType'],
    ];
    for (const [payload, path] of refusals) {
      // Unchecked: some of these break the contract's types too ('FOOTER' is no block).
      const answer = await as(admin).send(API.relatedLinks.save, unchecked(payload));
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.error.details?.fields?.map((f) => f.path)).toContain(path);
    }
    expect((await as(admin).send(API.relatedLinks.save, { linkId: 999_999, linkType: 'SOCIAL', linkName: 'X', linkUrl: 'https://a.example/' })).status).toBe(404);
  });

  it('reorders a whole block, and refuses an order made from a stale list', async () => {
    const social = await block('SOCIAL');
    expect(social.length).toBeGreaterThan(1);
    const reversed = social.map((l) => l.linkId).reverse();
    expect(await as(admin).call(API.relatedLinks.sort, { linkType: 'SOCIAL', linkIds: reversed })).toEqual({ done: true });
    expect((await block('SOCIAL')).map((l) => l.linkId)).toEqual(reversed);
    expect((await footer()).filter((l) => l.linkType === 'SOCIAL').map((l) => l.linkName)).toEqual([...social].reverse().filter((l) => l.useYn === 'Y').map((l) => l.linkName));

    const stale = [
      reversed.slice(1),
      [...reversed, reversed[0]!],
      [...reversed.slice(1), (await block('FAMILY_SITE'))[0]!.linkId],
    ];
    for (const linkIds of stale) {
      const answer = await as(admin).send(API.relatedLinks.sort, { linkType: 'SOCIAL', linkIds });
      expect(answer.status, JSON.stringify(linkIds)).toBe(400);
    }
    expect((await block('SOCIAL')).map((l) => l.linkId)).toEqual(reversed);
  });

  it('is opened by the related-link menu: the support manager manages links, a dealer may not', async () => {
    const support = await login(t.app, 'supportmanager@gsis.local', DEMO_PASSWORD);
    expect((await as(support).send(API.relatedLinks.managedList)).status).toBe(200);
    const dealer = await login(t.app, 'dealer@gsis.local', DEMO_PASSWORD);
    expect((await as(dealer).send(API.relatedLinks.save, { linkType: 'SOCIAL', linkName: 'X', linkUrl: 'https://a.example/' })).status).toBe(403);
  });
});
