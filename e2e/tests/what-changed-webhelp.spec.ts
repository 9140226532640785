// What changed in a web help (issue 33, build 4): the administrator distributes version 2.0 of the DX225LCA's
// troubleshooting guide — the demo's own web-help bundle — with one topic's radiator-cap pressure changed from 90 to
// 100 kPa. A Thai dealer's phone lists that topic under What changed with the old value struck and the new one
// marked, and opens it in 2.0 with the new words marked inside the topic. The document is a copy of the demo's, so
// that the other journeys, which read the demo's guide as it is, never meet a 2.0 of it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { VersionItem } from '@gsis/contract';
import yauzl from 'yauzl';
import { yazlZip } from '../../server/src/platform/files/zip-fixtures.test-helper.ts';
import { apiAs, type Api } from './api.ts';
import { ACCOUNTS } from './env.ts';
import { expect, test } from './fixtures.ts';
import { PHONE, readsIn } from './helpers.ts';
import { indexed, newDocument, publishVersion } from './library.ts';
import { webText } from './locales.ts';

const DEMO_HELP = path.join(import.meta.dirname, '../../server/demo-content/dx225lca-troubleshooting-webhelp.zip');
const TOPIC = 'topics/e015.html';
const TITLE = `DX225LCA Troubleshooting Guide (revision journey ${Date.now()})`;

test.use({ ...PHONE, signedInAs: 'dealer' });

/** The entries of a zip, by name. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      archive.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return archive.readEntry();
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        });
      });
      archive.on('end', () => resolve(entries));
      archive.readEntry();
    });
  });
}

/** The demo's bundle with `before` written `after` in one topic, as its publisher would issue a revision. */
async function revisedHelp(topic: string, before: string, after: string): Promise<Buffer> {
  const entries = await unzip(readFileSync(DEMO_HELP));
  const html = entries.get(topic)!.toString('utf8');
  expect(html).toContain(before);
  entries.set(topic, Buffer.from(html.replace(before, after), 'utf8'));
  return yazlZip([...entries].map(([name, data]) => ({ name, data })));
}

/** A final web-help version of the document, uploaded, read, distributed on `on`; compared when not the first. */
async function publish(admin: Api, documentId: number, versionLabel: string, bundle: Buffer, on: string): Promise<number> {
  const draft = { documentId, versionLabel, publishType: 'WEBHELP', language: 'en', isFinal: true } as const;
  const oneTopicChanged = { changed: 1, added: 0, removed: 0, moved: 0 };
  return (await publishVersion(admin, draft, { data: bundle, fileName: `help-${versionLabel}.zip` }, {
    distributedOn: on,
    readyWhen: [
      { when: indexed, timeout: 120_000 },
      ...(versionLabel === '1.0' ? [] : [{ when: (v: VersionItem) => isDeepStrictEqual(v.changes?.counts, oneTopicChanged), timeout: 120_000 }]),
    ],
  })).id;
}

test('a web help\'s new version lists its changed topic, old value struck and new marked, and opens it marked (th, 390 px)', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const admin = await apiAs(ACCOUNTS.admin);
  let secondId = 0;
  try {
    const { id: documentId } = await newDocument(admin, { title: TITLE, model: 'DX225LCA', type: 'TROUBLESHOOTING_GUIDE' });
    await publish(admin, documentId, '1.0', readFileSync(DEMO_HELP), '2026-01-10');
    secondId = await publish(admin, documentId, '2.0', await revisedHelp(TOPIC, 'opening pressure 90 kPa', 'opening pressure 100 kPa'), new Date().toISOString().slice(0, 10));
  } finally {
    await admin.dispose();
  }

  await readsIn(page, 'th');
  await page.goto(`/document/changes/${secondId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(webText('th', 'changes.title', 'reading', { version: '2.0' }));
  const places = page.getByTestId('what-changed-place');
  await expect(places).toHaveCount(1);
  // A topic is named by its title, not by a page number.
  await expect(places.getByRole('heading')).toContainText('E-015');
  await expect(places.locator('del')).toContainText('90');
  await expect(places.locator('ins')).toContainText('100');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath('webhelp-what-changed-th-390.png') });

  await places.getByRole('link', { name: webText('th', 'changes.openTopic', 'reading', { version: '2.0' }) }).click();
  await expect(page).toHaveURL(new RegExp(`version=${secondId}&topic=${encodeURIComponent(TOPIC).replace('.', '\\.')}&changes=1`));
  const topic = page.frameLocator('[data-testid="webhelp-frame"]');
  await expect(topic.locator('h1')).toContainText('E-015');
  await expect(topic.locator('mark').first()).toContainText('100');
  await page.screenshot({ path: testInfo.outputPath('webhelp-marked-th-390.png') });
});
