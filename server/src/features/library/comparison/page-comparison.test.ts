import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf, readManual, renumbered, rewritten, withPageInserted, withPageMoved, withPageRemoved, withTextChanged, withValuesChanged } from '../../../../test/manual-versions.ts';
import { unpackWebHelpZip } from '../../../platform/files/webhelp-zip.ts';
import { extractPdfText } from '../../../platform/pdf/pdf-text.ts';
import { webHelpTopics } from '../documents/indexing.ts';
import { contentRanges } from './furniture.ts';
import { compareTopics, compareVersions, type Topic } from './page-comparison.ts';

/** `pageMap` of a comparison where pages `from`.. (1-based) of `count` stand `by` further on. */
const shifted = (count: number, from: number, by: number) => Array.from({ length: count }, (_, i) => (i + 1 >= from ? i + 1 + by : i + 1));
const NOTHING = { changed: 0, added: 0, removed: 0, moved: 0 };

let manual: string[];
beforeAll(async () => {
  manual = await readManual();
});

describe('the demo manual, as versions of it compare', () => {
  it('prints a running footer with its page numbers, and only that is furniture', () => {
    expect(manual).toHaveLength(320);
    expect(manual[39]).toMatch(/\nDX225LCA Crawler Excavator Service Manual SM-DX225LCA-EN-2603\nFor authorised dealer service use Page 40 of 320$/);
    const ranges = contentRanges(manual, { pageNumbers: true });
    manual.forEach((page, i) => {
      const lines = page.split('\n').filter((line) => line.trim());
      expect(ranges[i]!.map(([start, end]) => page.slice(start, end))).toEqual(lines.slice(0, -2));
    });
  });

  it('with itself, and with only its footer changed (a new publication code), is identical', () => {
    expect(compareVersions(manual, manual)).toEqual({ identical: true, counts: NOTHING, pages: [], pageMap: shifted(320, 1, 0) });
    const reissued = manual.map((page) => page.replace('Service Manual SM-DX225LCA-EN-2603\nFor', 'Service Manual SM-DX225LCA-EN-2611\nFor'));
    expect(reissued).not.toEqual(manual);
    expect(compareVersions(manual, reissued).identical).toBe(true);
  });

  it('with a page inserted at 40, every later page printing its number one more: one page added, nothing changed', () => {
    const next = withPageInserted(manual, 40, '3.4.2a High-pressure fuel pump — Bench test\nModels DX225LCA, DX225NLCA · Procedure code SM225-030402B\nTest the pump on the bench at 1 200 rpm before you install it.');
    expect(next[41]).toMatch(/Page 42 of 321$/);
    expect(compareVersions(manual, next)).toEqual({ identical: false, counts: { ...NOTHING, added: 1 }, pages: [{ kind: 'added', page: 40 }], pageMap: shifted(320, 40, 1) });
  });

  // Page 276 of the demo manual (fault code E-015) holds no torque: its radiator cap's opening pressure stands
  // for a value changed there; a torque is changed in the tightening table of page 252.
  it.each([
    { page: 276, before: 'opening pressure 90 kPa', after: 'opening pressure 100 kPa', removed: '90', added: '100' },
    { page: 252, before: 'Boom foot pin lock bolt 245 N·m', after: 'Boom foot pin lock bolt 1 050 N·m', removed: '245', added: '1 050' },
  ])('with a value changed on page $page: exactly that page, with the old value and the new', ({ page, before, after, removed, added }) => {
    const next = withTextChanged(manual, page, before, after);
    const comparison = compareVersions(manual, next);
    expect(comparison.counts).toEqual({ ...NOTHING, changed: 1 });
    expect(comparison.pages).toEqual([{ kind: 'changed', previousPage: page, page, changes: [expect.objectContaining({ removed, added })] }]);
    const [change] = comparison.pages[0]!.changes!;
    expect(next[page - 1]!.slice(change!.at, change!.at + change!.length)).toBe(added);
    expect(`${change!.before} ${change!.added} ${change!.after}`).toContain(after);
    expect(comparison.pageMap).toEqual(shifted(320, 1, 0));
  });

  it('with twenty values changed through it: exactly those twenty pages, each with its value', () => {
    const { changed, pages } = withValuesChanged(manual, 20);
    const comparison = compareVersions(manual, pages);
    expect(comparison.counts).toEqual({ ...NOTHING, changed: 20 });
    expect(comparison.pages.map((page) => [page.kind, page.previousPage, page.page, page.changes!.length])).toEqual(changed.map((page) => ['changed', page, page, 1]));
  });

  it('with a whole stretch revised (every heading of pages 101-220) and two pages inserted in it: each page paired with its old self', () => {
    let next = manual.map((page, i) => (i >= 100 && i < 220 ? page.replace('\n', ' (revised)\n') : page));
    next = withPageInserted(next, 150, 'A new page');
    next = withPageInserted(next, 190, 'Another new page');
    const comparison = compareVersions(manual, next);
    expect(comparison.counts).toEqual({ ...NOTHING, changed: 120, added: 2 });
    expect(comparison.pages.filter((page) => page.kind === 'added')).toEqual([{ kind: 'added', page: 150 }, { kind: 'added', page: 190 }]);
    expect(comparison.pages.filter((page) => page.kind === 'changed').every((page) => page.changes!.length === 1 && page.changes![0]!.added === '(revised)')).toBe(true);
    expect(comparison.pageMap).toEqual(shifted(320, 1, 0).map((page) => (page >= 189 ? page + 2 : page >= 150 ? page + 1 : page)));
  });

  it('with page 100 removed: that page removed, the later ones a page earlier, and nothing of the old page 100 left to point at', () => {
    const comparison = compareVersions(manual, withPageRemoved(manual, 100));
    expect(comparison.pages).toEqual([{ kind: 'removed', previousPage: 100 }]);
    expect(comparison.counts).toEqual({ ...NOTHING, removed: 1 });
    expect(comparison.pageMap).toEqual(shifted(320, 100, -1).map((page, i) => (i === 99 ? null : page)));
  });

  it('with two pages swapped: one page moved, both found at their new places', () => {
    const swapped = renumbered(manual.map((page, i) => (i === 149 ? manual[150]! : i === 150 ? manual[149]! : page)));
    const comparison = compareVersions(manual, swapped);
    expect(comparison.counts).toEqual({ ...NOTHING, moved: 1 });
    expect(comparison.pages).toHaveLength(1);
    expect(comparison.pageMap.slice(148, 152)).toEqual([149, 151, 150, 152]);
  });

  it('with a page moved far on: that page moved, the pages between a page earlier', () => {
    const comparison = compareVersions(manual, withPageMoved(manual, 10, 300));
    expect(comparison.pages).toEqual([{ kind: 'moved', previousPage: 10, page: 300 }]);
    expect(comparison.pageMap).toEqual(shifted(320, 11, 0).map((page, i) => (i === 9 ? 300 : i >= 10 && i < 300 ? page - 1 : page)));
  });

  it('with a page rewritten through (its heading kept): the old page removed and a new one added, not a list of changes', () => {
    const next = manual.map((page, i) => (i === 199 ? rewritten(page) : page));
    const comparison = compareVersions(manual, next);
    expect(comparison.pages).toEqual([{ kind: 'removed', previousPage: 200 }, { kind: 'added', page: 200 }]);
    expect(comparison.pageMap[199]).toBeNull();
  });

  it('with pages added, removed, moved and changed at once: each told where it is, in the new version\'s order', () => {
    let next = withPageRemoved(manual, 5);
    next = withPageInserted(next, 40, 'A new page');
    next = withTextChanged(next, 276, 'opening pressure 90 kPa', 'opening pressure 100 kPa');
    next = withPageMoved(next, 300, 100);
    const comparison = compareVersions(manual, next);
    expect(comparison.pages.map(({ kind, previousPage, page }) => ({ kind, previousPage, page }))).toEqual([
      { kind: 'removed', previousPage: 5, page: undefined },
      { kind: 'added', previousPage: undefined, page: 40 },
      { kind: 'moved', previousPage: 300, page: 100 },
      { kind: 'changed', previousPage: 276, page: 277 },
    ]);
    expect(JSON.parse(JSON.stringify(comparison))).toEqual(comparison);
  });
});

describe('real PDFs', () => {
  let bulletin: string[][];
  let schematic: string[];
  beforeAll(async () => {
    bulletin = await Promise.all(['sb-2026-014-v1.pdf', 'sb-2026-014-v2.pdf'].map((file) => extractPdfText({ file: demoPdf(file) })));
    schematic = await extractPdfText({ file: demoPdf('dx140w-hydraulic-schematic-en.pdf') });
  });

  it('two revisions of a service bulletin: every page changed, the torque among page 2\'s changes, the footer not', () => {
    const comparison = compareVersions(bulletin[0]!, bulletin[1]!);
    expect(comparison.pages.map((page) => [page.kind, page.previousPage, page.page])).toEqual([['changed', 1, 1], ['changed', 2, 2], ['changed', 3, 3]]);
    const changes = comparison.pages.flatMap((page) => page.changes!);
    expect(changes).toContainEqual(expect.objectContaining({ removed: '69', added: '59', after: expect.stringMatching(/^N·m/) }));
    expect(changes).toContainEqual(expect.objectContaining({ removed: '180125-00388', added: '180125-00412' }));
    expect(changes.filter((change) => /Page \d of 3|Revision 1\.[01] ·/.test(`${change.removed} ${change.added}`))).toEqual([]);
  });

  it('two documents of one maker, alike in their words and their footers: no page of one taken for a page of the other', () => {
    expect(compareVersions(bulletin[0]!, schematic).counts).toEqual({ ...NOTHING, removed: 3, added: 4 });
    // The schematic wearing the bulletin's footer: then the two share their furniture as well.
    const footer = bulletin[0]![0]!.split('\n').slice(-2);
    const dressed = schematic.map((page, i) => [...page.split('\n').slice(0, -2), footer[0], footer[1]!.replace(/Page 1 of 3$/, `Page ${i + 1} of 4`)].join('\n'));
    expect(compareVersions(bulletin[0]!, dressed).counts).toEqual({ ...NOTHING, removed: 3, added: 4 });
    expect(compareVersions(manual.slice(0, 4), schematic).counts).toEqual({ ...NOTHING, removed: 4, added: 4 });
  });
});

describe('text written without spaces', () => {
  it('is compared letter by letter, and a value as a whole', () => {
    const comparison = compareVersions(['拧紧力矩为 980 N·m。拧紧螺栓。'], ['拧紧力矩为 1 050 N·m。拧紧螺母。']);
    expect(comparison.pages[0]!.changes!.map(({ removed, added }) => [removed, added])).toEqual([['980', '1 050'], ['栓', '母']]);
  });
});

describe('web help topics', () => {
  let topics: Topic[];
  let unpacked: string;
  beforeAll(async () => {
    unpacked = await mkdtemp(path.join(tmpdir(), 'gsis-compare-'));
    await unpackWebHelpZip(demoPdf('dx225lca-troubleshooting-webhelp.zip'), path.join(unpacked, 'help'));
    ({ topics } = await webHelpTopics(path.join(unpacked, 'help')));
  });
  afterAll(() => rm(unpacked, { recursive: true, force: true }));

  const E015 = 'E-015 Engine coolant temperature high';
  const E021 = 'E-021 Engine oil pressure low';
  /** Every topic's table of contents with `line` put after `after` (or without `after`, when `line` is null). */
  const withContents = (all: readonly Topic[], after: string, line: string | null) =>
    all.map((topic) => ({ ...topic, text: topic.text.replace(`\n${after}\n`, line === null ? '\n' : `\n${after}\n${line}\n`) }));
  /** The topics with `before` written `after` in the topic at `path`. */
  const edited = (all: readonly Topic[], path: string, before: string, after: string) =>
    all.map((topic) => (topic.path === path ? { ...topic, text: topic.text.replace(before, after) } : topic));

  it('each topic\'s text lies under the bundle\'s table of contents and over its links to the previous and next topics', () => {
    const e015 = topics.find((topic) => topic.path === 'topics/e015.html')!;
    expect(e015.text).toMatch(/^GSIS DX225LCA Troubleshooting Guide\nTopics\n[^]*\n← E-012 Hydraulic oil temperature high E-021 Engine oil pressure low →$/);
    const ranges = contentRanges(topics.map((topic) => topic.text), { pageNumbers: false })[topics.indexOf(e015)]!;
    const own = ranges.map(([start, end]) => e015.text.slice(start, end));
    expect(own[0]).toBe('System: Engine · Models DX225LCA, DX225NLCA');
    expect(own.at(-1)).toMatch(/^Field tip\./);
  });

  it('with itself: identical', () => {
    expect(compareTopics(topics, topics)).toEqual({ identical: true, counts: NOTHING, topics: [], topicMap: Object.fromEntries(topics.map((t) => [t.path, t.path])) });
  });

  it('with a topic added, listed in every topic and linked from its neighbours: one topic added, nothing changed', () => {
    const entry = 'E-016 Coolant temperature sensor circuit';
    const added: Topic = { path: 'topics/e016.html', title: `${entry} — DX225LCA Troubleshooting Guide`, text: `${entry}\nSystem: Engine\nThe sensor signal is out of range.\n← ${E015} ${E021} →` };
    let next = withContents([...topics.slice(0, 4), added, ...topics.slice(4)], E015, entry);
    next = edited(next, 'topics/e015.html', `${E021} →`, `${entry} →`);
    next = edited(next, 'topics/e021.html', `← ${E015}`, `← ${entry}`);
    const comparison = compareTopics(topics, next);
    expect(comparison.topics).toEqual([{ kind: 'added', path: 'topics/e016.html', title: added.title }]);
    expect(comparison.counts).toEqual({ ...NOTHING, added: 1 });
  });

  it('with a topic removed, from every list and link: one topic removed, and it has no new place', () => {
    const [e041, e052, e063] = ['E-041 Swing parking brake solenoid circuit open', 'E-052 Travel speed solenoid fault', 'E-063 Charging voltage low'];
    let next = withContents(topics.filter((topic) => topic.path !== 'topics/e052.html'), e052, null);
    next = edited(next, 'topics/e041.html', `${e052} →`, `${e063} →`);
    next = edited(next, 'topics/e063.html', `← ${e052}`, `← ${e041}`);
    expect(next.map((topic) => topic.text).join('\n')).not.toContain(e052);
    const comparison = compareTopics(topics, next);
    expect(comparison.topics).toEqual([{ kind: 'removed', previousPath: 'topics/e052.html', title: 'E-052 Travel speed solenoid fault — DX225LCA Troubleshooting Guide' }]);
    expect(comparison.topicMap['topics/e052.html']).toBeNull();
  });

  it('with a value changed in a topic: that topic changed, with the old value and the new, marked in its text', () => {
    const next = topics.map((topic) => (topic.path === 'topics/e015.html' ? { ...topic, text: topic.text.replace('opening pressure 90 kPa', 'opening pressure 100 kPa') } : topic));
    const comparison = compareTopics(topics, next);
    expect(comparison.topics).toEqual([{ kind: 'changed', previousPath: 'topics/e015.html', path: 'topics/e015.html', title: topics[3]!.title, changes: [expect.objectContaining({ removed: '90', added: '100' })] }]);
    const [change] = comparison.topics[0]!.changes!;
    expect(next[3]!.text.slice(change!.at, change!.at + change!.length)).toBe('100');
  });

  it('with a topic renamed, its text the same: moved from its old path; with its title changed only: changed, no words', () => {
    const next = topics.map((topic) => (topic.path === 'topics/e015.html' ? { ...topic, path: 'topics/e-015.html' } : topic.path === 'topics/e021.html' ? { ...topic, title: 'E-021 Low engine oil pressure' } : topic));
    const comparison = compareTopics(topics, next);
    expect(comparison.topics).toEqual([
      { kind: 'moved', previousPath: 'topics/e015.html', path: 'topics/e-015.html', title: topics[3]!.title },
      { kind: 'changed', previousPath: 'topics/e021.html', path: 'topics/e021.html', title: 'E-021 Low engine oil pressure', previousTitle: topics[4]!.title, changes: [] },
    ]);
    expect(comparison.topicMap['topics/e015.html']).toBe('topics/e-015.html');
  });
});
