import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Relative on purpose: the config is bundled by Vite, which would leave a workspace package to Node.
import { API_PATH_PREFIXES } from '../contract/src/api-paths.ts';

const api = { target: 'http://127.0.0.1:8080', changeOrigin: false };

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(API_PATH_PREFIXES.map((prefix) => [prefix.slice(0, -1), api])),
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
  },
});
