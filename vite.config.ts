import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

// The client lives in src/client (its index.html too) so the repo root stays the server's; the build lands
// in dist/client, the folder the server serves and injects share-card tags into (docs/decisions/0016-share-cards.md).
export default defineConfig({
  root: fileURLToPath(new URL('./src/client', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // The first screen's budget is checked by gzip size in the report; this only quiets the warning.
    chunkSizeWarningLimit: 600,
    // .vite/manifest.json: which chunks each lazily loaded route needs, so the server can preload them
    // with a page's HTML (docs/decisions/0143-first-paint.md).
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:5000', '/healthz': 'http://localhost:5000' },
  },
});
