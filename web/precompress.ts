// Brotli and gzip copies of the built web app's files, made once at build time (Vite's closeBundle, see
// vite.config.ts) so the server sends them as they are (@fastify/static's preCompressed, server/src/app.ts):
// `x.js` gets `x.js.br` and `x.js.gz` beside it. Used by the build, the bundle-size check
// (checks/bundle-size.ts) and the server's test, so all three agree on which files have copies.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Text formats worth compressing; images, woff/woff2 and PDFs are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest|wasm|ttf|otf|eot|ico)$/i;
/** Below this a compressed copy saves less than the headers it costs. */
export const MIN_COMPRESS_BYTES = 512;

/** Whether a built file of this name and size gets .br and .gz copies. */
export function shouldCompress(file: string, size: number): boolean {
  return COMPRESSIBLE.test(file) && size >= MIN_COMPRESS_BYTES;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The brotli (quality 11) and gzip (level 9) forms of some bytes: the most each format gives. */
export async function compress(data: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    // Vite's own folder (.vite/manifest.json) is not served.
    .filter((file) => !path.relative(dir, file).split(path.sep).some((part) => part.startsWith('.')));
}

/** Writes `.br` and `.gz` beside every file of `dir` that shouldCompress(); answers the files compressed. */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => !/\.(?:br|gz)$/.test(file));
  const done: string[] = [];
  await Promise.all(files.map(async (file) => {
    if (!shouldCompress(file, (await stat(file)).size)) return;
    const { br, gz } = await compress(await readFile(file));
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    done.push(file);
  }));
  return done.sort();
}
