import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json';

/** The API answers on the same origin in production; in development Vite proxies it (README: `npm run dev`). */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/v1': API_ORIGIN,
      '/dev/': API_ORIGIN,
    },
  },
});
