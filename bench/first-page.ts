// What a browser fetches before /main runs (the shell), as sent: the same count as the check `npm test` runs
// after the build (checks/bundle-size.ts), recorded for the summary. Needs a build (`npm run build -w web`).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { firstPage } from '../checks/bundle-size.ts';
import { recordFigure } from './summary.ts';

const dist = path.resolve(import.meta.dirname, '../web/dist');
if (!existsSync(path.join(dist, 'index.html'))) throw new Error('web/dist has no build: run `npm run build -w web` first');
const page = firstPage(dist);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(`The first page: ${page.files.length} JavaScript files before /main runs, ${kb(page.raw)} KB, ${kb(page.brotli)} KB brotli as sent`);
console.table(page.files.map((f) => ({ file: f.file, KB: kb(f.raw), 'brotli KB': kb(f.brotli) })));
await recordFigure({ name: 'JavaScript before /main runs, as sent (brotli)', target: '≤ 200 KB', met: page.brotli <= 200 * 1024, measured: `${kb(page.brotli)} KB (${kb(page.raw)} KB uncompressed)` });
