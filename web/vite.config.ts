import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = { target: 'http://127.0.0.1:8080', changeOrigin: false };

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': api, '/mgmt': api, '/menu': api, '/service': api, '/relatedlink': api, '/main/search': api,
    },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
  },
});
