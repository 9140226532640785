// `npm test`: every check of the project, and how long each stage took. The type check, the production build and
// the first page's weight run one after another beside the unit and integration tests (those wait on PostgreSQL more
// than they compute, so two cores have room for the rest); their output is shown once the tests have finished, so
// the two never mix. A stage that fails stops the stages after it on its side; the journeys run last, alone, on the
// build, and only when everything before them passed. The timings are printed either way.
import { spawn } from 'node:child_process';
import os from 'node:os';

interface Stage {
  name: string;
  command: string;
}

interface Result {
  stage: Stage;
  seconds: number;
  ok: boolean;
  beside?: string;
}

const TYPECHECK: Stage = { name: 'type check', command: 'npm run --silent typecheck' };
const UNIT: Stage = { name: 'unit and integration tests (Vitest)', command: 'npm run --silent test:unit' };
const BUILD: Stage = { name: 'production build', command: 'npm run --silent build' };
const BUNDLE: Stage = { name: "first page's weight", command: 'npm run --silent check:bundle' };
const JOURNEYS: Stage = { name: 'journeys (Playwright, Chromium)', command: 'npm test --silent -w e2e' };

/** Runs a stage; its output goes to the terminal, or into `buffer` when it runs beside another. */
function run(stage: Stage, buffer?: string[]): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, { shell: true, stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    child.stdout?.on('data', (chunk: Buffer) => buffer!.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => buffer!.push(chunk.toString()));
    child.on('close', (code) => resolve({ stage, seconds: (performance.now() - started) / 1000, ok: code === 0 }));
  });
}

/** Runs stages one after another until one fails. */
async function inTurn(stages: Stage[], buffer?: string[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const stage of stages) {
    if (buffer) buffer.push(`\n== ${stage.name}\n`);
    else console.log(`\n== ${stage.name}`);
    const result = await run(stage, buffer);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

function report(results: Result[], started: number): void {
  const width = Math.max(...results.map((r) => r.stage.name.length), 'whole run'.length);
  const line = (name: string, seconds: number, note = '') => `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s${note ? `  ${note}` : ''}`;
  console.log(`\n== how long each stage took (${os.availableParallelism()} cores)`);
  for (const r of results) console.log(line(r.stage.name, r.seconds, [r.ok ? '' : 'FAILED', r.beside ? `beside the ${r.beside}` : ''].filter(Boolean).join(', ')));
  console.log(line('whole run', (performance.now() - started) / 1000));
}

const started = performance.now();
const aside: string[] = [];
const [unit, others] = await Promise.all([
  inTurn([UNIT]),
  inTurn([TYPECHECK, BUILD, BUNDLE], aside),
]);
process.stdout.write(aside.join(''));
const results: Result[] = [...others.map((r) => ({ ...r, beside: 'unit and integration tests' })), ...unit];
if (results.every((r) => r.ok)) results.push(...(await inTurn([JOURNEYS])));
report(results, started);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
