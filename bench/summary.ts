// The figures the benchmarks are judged by (issue 16, docs/performance.md), gathered from every benchmark of one
// `npm run bench` into one table: each figure, its target, what was measured, and the bare route measured in the
// same run beside it. A benchmark run on its own prints its own tables and records nothing.
import { appendFile, readFile, rm } from 'node:fs/promises';

/** Where the benchmarks of one run write their figures (set by all.ts for the benchmarks it starts). */
const FILE = process.env.BENCH_SUMMARY_FILE;

export interface Figure {
  /** What is measured, e.g. "full text p95, one searcher, 1 000 000 pages". */
  name: string;
  /** The target as people read it, e.g. "≤ 50 ms". */
  target: string;
  /** Whether the measured value meets it. */
  met: boolean;
  /** The measured value as people read it, e.g. "43.1 ms". */
  measured: string;
  /** The bare route (GET /api/site) in the same run, where the figure is read against it. */
  bare?: string;
}

export async function recordFigure(figure: Figure): Promise<void> {
  if (FILE) await appendFile(FILE, `${JSON.stringify(figure)}\n`);
}

export async function printSummary(file: string): Promise<void> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const figures = text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Figure);
  console.log('\nGSIS benchmark summary (issue 16): each figure against its target, measured in this run');
  console.table(figures.map((f) => ({ figure: f.name, target: f.target, measured: f.measured, 'bare route, same run': f.bare ?? '', met: f.met ? 'yes' : 'NO' })));
  await rm(file, { force: true });
}
