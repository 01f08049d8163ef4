import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Chunks reached from the public site. For every other lazy chunk (the signed-in area), the entry does not
 * carry the list of its dependencies to preload: that list grows with every page and icon of the dashboard,
 * and it would all be downloaded by the home page (120 KB budget). Those chunks fetch their dependencies
 * themselves when they load (one more round trip), and the dashboard prefetches its pages anyway.
 */
const publicChunkPattern =
  /(^|\/)(home|about|features|pricing|support|qa-downloads|login|reset-password|legal-[a-z-]+|not-found)-page-|(^|\/)public-layout-/;

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    modulePreload: {
      resolveDependencies: (filename, dependencies) =>
        publicChunkPattern.test(filename) ? dependencies : [],
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
