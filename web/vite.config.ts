import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// Relative on purpose: the config is bundled by Vite, which would leave a workspace package to Node.
import { API_PATH_PREFIXES } from '../contract/src/api-paths.ts';
import { precompressDir } from './precompress.ts';
import { webManifests } from './web-manifests.ts';

const api = { target: 'http://127.0.0.1:8080', changeOrigin: false };

/** Once the build is written: brotli and gzip copies beside every file worth compressing (precompress.ts). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'gsis-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Last, after the service worker's own build (vite-plugin-pwa writes it when the bundle is closed).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = await precompressDir(outDir);
        this.info(`brotli and gzip copies of ${files.length} files`);
      },
    },
  };
}

/**
 * Web fonts as woff2 alone: @fontsource's CSS also names a .woff for browsers older than any GSIS supports (it is
 * built for es2022), which would put every slice of the CJK fonts in the build twice.
 */
function woff2Only(): Plugin {
  return {
    name: 'gsis-woff2-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/][^?]*\.css$/.test(id)) return null;
      return { code: code.replace(/,\s*url\([^)]*\.woff\)\s*format\('woff'\)/g, ''), map: null };
    },
  };
}

/** The web app manifests, one per language (web-manifests.ts), written beside index.html. */
function manifests(): Plugin {
  return {
    name: 'gsis-web-manifests',
    apply: 'build',
    generateBundle() {
      for (const { fileName, source } of webManifests(path.resolve(import.meta.dirname, 'src/i18n/locales'))) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/**
 * The service worker (src/sw/service-worker.ts), built with Workbox's modules. It precaches what the first page
 * needs whatever it is (the entry, the shell and ui chunks and their styles, the icons); the rest of the app is kept
 * as the reader uses it. Registered by the app (app/app-updates.ts), not by a script of the plugin's.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'service-worker.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['assets/{index,rolldown-runtime,shell,ui}-*.{js,css}', 'icons/*.png', 'favicon.svg'],
    // The shell chunk holds React, the router, i18n and the header: above Workbox's 2 MB default it would be left out.
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  },
});

/**
 * How many pages' chunks must use a library module for it to go in the `ui` chunk. What /main loads after the shell
 * (brotli): 62 files and 161 KB with no such chunk; at 30, 22 files but 198 KB (the chunk holds much the home page
 * does not use); at 60, 39 files; at 45, 26 files and 170 KB (npm run bench:phone: docs/performance.md).
 */
const UI_SHARED_BY = 45;

export default defineConfig({
  plugins: [react(), woff2Only(), manifests(), serviceWorker, precompress()],
  server: {
    proxy: Object.fromEntries(API_PATH_PREFIXES.map((prefix) => [prefix.slice(0, -1), api])),
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    // .vite/manifest.json: which chunks the first page loads, read by checks/bundle-size.ts.
    manifest: true,
    rolldownOptions: {
      // The contract's modules only define values: a page that uses none of a module's exports leaves it out.
      treeshake: { moduleSideEffects: [{ test: /[\\/]contract[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          // What every page needs before it can run (the modules the entry imports, statically) is one chunk:
          // one request, and brotli compresses it better than the dozens of small shared chunks it would
          // otherwise be cut into. Pages, and what only they use, stay chunks of their own.
          // (The entry module stays the entry chunk, so the manifest names it: checks/bundle-size.ts reads it.)
          groups: [
            { name: 'shell', tags: ['$initial'], test: (id) => !/[\\/]src[\\/]main\.tsx$|\.html$/.test(id), priority: 2 },
            // Ant Design's core (its theme, App, motion, the common components) and the other libraries that most
            // pages use, as one chunk. Left to itself the bundler cut them into some sixty chunks of a few KB,
            // shared by the pages in different ways: /main loaded 62 files after the shell, each paying a phone's
            // latency (docs/performance.md, "Phone first load"). What fewer pages use stays with them.
            { name: 'ui', test: /[\\/]node_modules[\\/]/, minShareCount: UI_SHARED_BY, priority: 1 },
          ],
        },
      },
    },
  },
});
