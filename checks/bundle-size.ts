// The first page's weight, checked after every build (`npm run check:bundle`, part of `npm test`): the
// JavaScript a browser must fetch before the app runs — the entry chunk of web/dist and everything it
// imports statically (Vite's manifest; index.html names the same files) — counted as sent, brotli
// compressed, must stay within FIRST_PAGE_BUDGET. Pages load their own chunks on demand and are not counted.
// It also checks that every file worth compressing has its .br and .gz copies (web/precompress.ts).
// `npm run check:bundle -- --budget-kb=150` checks against another budget (to see it fail, say).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { shouldCompress } from '../web/precompress.ts';

/** Brotli bytes of JavaScript before the first page runs (docs/performance.md, "The first page"). */
export const FIRST_PAGE_BUDGET_KB = 200;

interface ManifestChunk { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The bytes a browser is sent for a built file: its brotli copy, or the file itself when it has none. */
const sentSize = (dist: string, file: string) => statSync(path.join(dist, existsSync(path.join(dist, `${file}.br`)) ? `${file}.br` : file)).size;

export interface FirstPage { files: { file: string; raw: number; brotli: number }[]; raw: number; brotli: number }

/** The entry chunk and every chunk it imports statically, directly or not. */
export function firstPage(dist: string): FirstPage {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`web/dist/.vite/manifest.json should name one entry, names ${entries.length}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entries[0]!);
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, raw: statSync(path.join(dist, file)).size, brotli: sentSize(dist, file) }))
    .sort((a, b) => b.brotli - a.brotli);
  return { files, raw: files.reduce((sum, f) => sum + f.raw, 0), brotli: files.reduce((sum, f) => sum + f.brotli, 0) };
}

/** Problems with the first page and the compressed copies; none when all is well. */
export function checkBundle(dist: string, budgetKb = FIRST_PAGE_BUDGET_KB): { problems: string[]; page: FirstPage } {
  const problems: string[] = [];
  const page = firstPage(dist);

  // index.html must load exactly what the manifest says the entry needs (script and modulepreload links).
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]!).sort();
  const fromManifest = page.files.map((f) => f.file).sort();
  if (linked.join() !== fromManifest.join()) problems.push(`index.html loads ${linked.join(', ')}, the manifest's entry needs ${fromManifest.join(', ')}`);

  if (page.brotli > budgetKb * 1024) {
    problems.push(
      `The first page needs ${kb(page.brotli)} of brotli-compressed JavaScript (${kb(page.raw)} uncompressed), over its budget of ${budgetKb} KB. Largest chunks:\n` +
      page.files.slice(0, 10).map((f) => `    ${kb(f.brotli).padStart(9)}  (${kb(f.raw)} uncompressed)  ${f.file}`).join('\n') +
      '\n  Load what only some pages need with a dynamic import() (a route\'s lazy(), React.lazy), not a static one.',
    );
  }

  // Every file worth compressing has both copies, and they are not older than the file.
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.name.startsWith('.') ? [] : entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]);
  for (const file of walk(dist).filter((f) => !/\.(?:br|gz)$/.test(f))) {
    const { size, mtimeMs } = statSync(file);
    if (!shouldCompress(file, size)) continue;
    for (const ext of ['.br', '.gz']) {
      const copy = `${file}${ext}`;
      if (!existsSync(copy)) problems.push(`${path.relative(dist, file)} has no ${ext} copy`);
      else if (statSync(copy).mtimeMs < mtimeMs) problems.push(`${path.relative(dist, copy)} is older than the file it compresses`);
    }
  }
  return { problems, page };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(import.meta.dirname, '..', 'web', 'dist');
  const budgetArg = process.argv.find((arg) => arg.startsWith('--budget-kb='));
  const budgetKb = budgetArg ? Number(budgetArg.split('=')[1]) : FIRST_PAGE_BUDGET_KB;
  if (!existsSync(path.join(dist, '.vite', 'manifest.json'))) {
    console.error('web/dist has no .vite/manifest.json: run `npm run build` first.');
    process.exit(1);
  }
  const { problems, page } = checkBundle(dist, budgetKb);
  if (problems.length > 0) {
    console.error(`Bundle check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Bundle check: the first page needs ${kb(page.brotli)} of brotli-compressed JavaScript (${kb(page.raw)} uncompressed, ${page.files.length} files), within its ${budgetKb} KB budget; every compressible file has .br and .gz copies.`);
}
