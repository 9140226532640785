// Comparing two versions of the demo's 320-page manual page by page (issue 33,
// server/src/features/library/comparison), as the job worker does once a new version's text is read: the time
// to compare it with itself, with a page inserted at 40, with 20 pages changed and with every page changed, side by
// side in one run, beside the time the job has already spent reading the PDF's text.
// Usage: npm run bench:version-comparison
import { compareVersions } from '../server/src/features/library/comparison/page-comparison.ts';
import { readManual, withPageInserted, withValuesChanged } from '../server/test/manual-versions.ts';
import { interleavedRounds, median } from './interleaved.ts';
import { recordFigure } from './summary.ts';

/** Rounds of each comparison, interleaved so that a busy moment of the machine falls on all of them alike. */
const ROUNDS = 9;

const readStart = performance.now();
const manual = await readManual();
const readMs = performance.now() - readStart;

const cases = [
  { name: 'itself', next: manual },
  { name: 'a page inserted at 40', next: withPageInserted(manual, 40, '3.4.2a High-pressure fuel pump — Bench test\nTest the pump on the bench before you install it.') },
  { name: '20 pages changed', next: withValuesChanged(manual, 20).pages },
  // The most pairing there can be between two unchanged pages: every page's heading revised.
  { name: 'every page changed', next: manual.map((page) => page.replace('\n', ' (revised)\n')) },
];
const times = cases.map(() => [] as number[]);
const results: ReturnType<typeof compareVersions>[] = [];
// Each case's first run warms the engine up and gives what it found (not counted); then the rounds, interleaved.
await interleavedRounds(cases, ROUNDS, async (c) => results.push(compareVersions(manual, c.next)), async (c, i) => {
  const start = performance.now();
  compareVersions(manual, c.next);
  times[i]!.push(performance.now() - start);
});
const ms = (value: number) => `${value.toFixed(1)} ms`;

console.log(`\nThe 320-page manual against a new version of it: median of ${ROUNDS} rounds, interleaved`);
console.log('new version               compare     × itself  × reading the PDF  found');
cases.forEach((c, i) => {
  const { counts } = results[i]!;
  const found = Object.entries(counts).filter(([, count]) => count > 0).map(([kind, count]) => `${count} ${kind}`).join(', ') || 'identical';
  console.log(`${c.name.padEnd(24)}  ${ms(median(times[i]!)).padStart(9)}  ${(median(times[i]!) / median(times[0]!)).toFixed(2).padStart(8)}×  ${(median(times[i]!) / readMs).toFixed(3).padStart(15)}×  ${found}`);
});
console.log(`reading the PDF's text (the job's first step, once): ${ms(readMs)}`);

const slowest = Math.max(...times.map(median));
await recordFigure({ name: 'comparing two versions of the 320-page manual (the slowest: itself, a page inserted, 20 or every page changed)', target: '≤ 3 s', met: slowest <= 3000, measured: ms(slowest) });
