// The footer's related links through the real app: only http(s) addresses and GSIS pages reach an href.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness.ts';

describe('related links', () => {
  let t: TestContext;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });

  it('lists http(s) addresses and GSIS pages, and leaves out javascript:, data:, //host and /\\host', async () => {
    const unsafe = ['javascript:alert(document.domain)', 'data:text/html,<script>alert(1)</script>', '//evil.example/', '/\\evil.example', 'ftp://files.example/'];
    const safe = ['https://academy.example.com/', 'http://legacy.example.com/manuals', '/support/faq'];
    for (const [i, linkUrl] of [...unsafe, ...safe].entries()) {
      await t.database.db.execute(sql`INSERT INTO related_links (link_name, link_url, link_type, sort_order) VALUES (${`Link ${i}`}, ${linkUrl}, 'RELATED_SITE', ${100 + i})`);
    }
    const response = await t.app.inject({ method: 'GET', url: '/relatedlink/list' });
    expect(response.statusCode).toBe(200);
    const urls = (response.json() as { linkList: { linkUrl: string }[] }).linkList.map((l) => l.linkUrl);
    expect(urls).toEqual(expect.arrayContaining(safe));
    for (const url of unsafe) expect(urls).not.toContain(url);
  });
});
