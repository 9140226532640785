// `npm run bench`: every benchmark one after another, each in a process of its own, then one table of the figures
// they are judged by (summary.ts). The search benchmark runs on the million-page library: made on the first run
// (10 to 25 minutes on two cores) and kept for the next (--keep); `npm run bench -- --small` uses the small one.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printSummary } from './summary.ts';

const small = process.argv.includes('--small');
const file = path.join(mkdtempSync(path.join(tmpdir(), 'gsis-bench-')), 'figures.jsonl');
const runs: string[][] = [
  ['run.ts'],
  ['library.ts'],
  ['search.ts', small ? '--small' : '--keep'],
  ['pdf-text.ts'],
  ['statistics.ts', '--small'],
  ['first-page.ts'],
  ['phone.ts'],
  ['memory.ts'],
  ['offline-search.ts'],
  ['field-kit.ts'],
  ['version-comparison.ts'],
];
let failed = false;
for (const args of runs) {
  console.log(`\n── ${args.join(' ')} ──`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', ...args], { stdio: 'inherit', cwd: import.meta.dirname, env: { ...process.env, BENCH_SUMMARY_FILE: file } });
  if (run.status !== 0) {
    failed = true;
    console.error(`${args.join(' ')} failed (exit ${run.status})`);
  }
}
await printSummary(file);
if (failed) process.exitCode = 1;
