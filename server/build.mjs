// Bundles the server into dist/main.js, and the PDF helper process beside it (dist/pdf-helper.js, started by
// path): its npm dependencies stay external, the workspace's contract is bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@gsis/'));

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: { main: 'src/main.ts', 'pdf-helper': 'src/platform/pdf/pdf-helper.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: [...external, 'zod'],
  logLevel: 'warning',
});
