// `qpdf --check` for the tests, from qpdf compiled to WebAssembly (npm, no program on the machine): it reads
// every object, every cross-reference section (an incremental update's too) and decodes every stream, and says
// what it finds wrong. Exit status 0: no errors; 3: warnings only; 2: errors.
import { createRequire } from 'node:module';
import createQpdf from '@neslinesli93/qpdf-wasm';

const require = createRequire(import.meta.url);
const wasm = require.resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm');

export interface QpdfCheck { status: number; output: string }

export async function qpdfCheck(pdf: Uint8Array): Promise<QpdfCheck> {
  const lines: string[] = [];
  // The build writes through console.log and console.error, bound when an instance is made: they are caught for
  // the time of one check. A fresh instance per check: the program exits after one run.
  const { log, error } = console;
  console.log = (...parts: unknown[]) => void lines.push(parts.join(' '));
  console.error = console.log;
  try {
    const qpdf = await createQpdf({ locateFile: () => wasm, noInitialRun: true } as Parameters<typeof createQpdf>[0]);
    (qpdf.FS as unknown as { writeFile(path: string, data: Uint8Array): void }).writeFile('/in.pdf', pdf);
    let status: number;
    try {
      status = qpdf.callMain(['--check', '/in.pdf']);
    } catch (exit) {
      status = typeof (exit as { status?: unknown }).status === 'number' ? (exit as { status: number }).status : 2;
    }
    return { status, output: lines.join('\n') };
  } finally {
    console.log = log;
    console.error = error;
  }
}
