import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

const clientConfig: UserConfig = {
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // The first screen's budget is checked by gzip size in the report; this only quiets the warning.
    chunkSizeWarningLimit: 600,
    // .vite/manifest.json: which chunks each lazily loaded route needs, so the server can preload them
    // with a page's HTML (docs/decisions/0143-first-paint.md).
    manifest: true,
    // Everything the entry loads as the page starts goes into one chunk rather than some forty small ones
    // (modules also used by a lazily loaded screen were split off into chunks of their own): one request
    // and one compile instead of forty (docs/decisions/0145-server-rendered-first-screen.md).
    // The entry module itself stays the entry chunk, so the manifest still names it.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], test: (id: string) => !/[\\/]src[\\/]client[\\/](main\.tsx|index\.html)/.test(id) },
          ],
        },
      },
    },
  },
};

// `vite build --ssr`: the server's renderer of a page's first screen (src/client/prerender.tsx), one
// self-contained module in dist/prerender that the server loads like the rest of the build
// (docs/decisions/0145-server-rendered-first-screen.md).
const prerenderConfig: UserConfig = {
  plugins: [react()],
  publicDir: false,
  ssr: { noExternal: true },
  // React's production build, as in the browser, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: true,
    rolldownOptions: { input: fileURLToPath(new URL('./src/client/prerender.tsx', import.meta.url)) },
    outDir: fileURLToPath(new URL('./dist/prerender', import.meta.url)),
    emptyOutDir: true,
  },
};

// The client lives in src/client (its index.html too) so the repo root stays the server's; the build lands
// in dist/client, the folder the server serves and injects share-card tags into (docs/decisions/0016-share-cards.md).
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./src/client', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  ...(isSsrBuild ? prerenderConfig : clientConfig),
  server: {
    proxy: { '/api': 'http://localhost:5000', '/healthz': 'http://localhost:5000' },
  },
}));
