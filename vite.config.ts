import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { iconChunkPatterns } from './build/icon-chunks';
import { lucideDirectImports } from './build/lucide-direct-imports';

/**
 * Chunks reached from the public site. For every other lazy chunk (the signed-in area), the entry does not
 * carry the list of its dependencies to preload: that list would be downloaded by the home page (120 KB budget).
 * Those chunks (the shell) fetch their dependencies themselves when they load (one more round trip). A lazy chunk
 * imported from another lazy chunk (a dashboard page, from dashboard-page-loaders) does carry its list, kept in
 * that chunk: its whole tree of dependencies is then fetched at once with it, not one level of imports per round
 * trip (the stock page's list waited for four such levels on a first visit).
 */
/** The entry chunk (src/web/main.tsx), which the home page downloads. */
const entryChunkPattern = /(^|\/)index-[^/]*\.js$/;

const publicChunkPattern =
  /(^|\/)(home|about|features|pricing|support|qa-downloads|login|reset-password|legal-[a-z-]+|not-found)-page-|(^|\/)public-layout-/;

/** The home page and what it shows around it (layout, previews): the icons they use load with it. */
const homeSources = [
  'src/web/features/public/pages/home-page.tsx',
  'src/web/features/public/components/public-layout.tsx',
  'src/web/features/public/components/feeding-log-preview.tsx',
  'src/web/features/public/components/maintenance-list-preview.tsx',
  'src/web/features/public/components/production-class-preview.tsx',
  'src/web/features/public/components/stock-gauge-preview.tsx',
  'src/web/features/public/components/preview-frame.tsx',
  'src/web/components/layout',
];

/**
 * The signed-in shell and what it shows on every dashboard page (the dashboard itself included): the icons they
 * use load with it, in one chunk.
 */
const shellSources = [
  'src/web/app/shell',
  'src/web/features/dashboard/components',
  'src/web/features/dashboard/pages',
  'src/web/components/ui',
  'src/web/components/feedback',
  'src/web/components/records',
  // A new account's first screen: the banner of the address to verify (its own chunk, its icon here).
  'src/web/features/auth/components/email-verification-banner.tsx',
];

const iconChunks = iconChunkPatterns(import.meta.dirname, homeSources, shellSources);

/** The shell's brand green (Tailwind emerald-700, also the icon's ground) and the page ground (slate-50). */
const brandGreen = '#047857';
const pageGround = '#f8fafc';

/**
 * The installable app (issue 6): a web app manifest and our Workbox service worker (src/web/service-worker/) that
 * precaches the app shell and every built file, so any route opens offline after one visit. The app registers
 * the worker itself, from the signed-in shell only (src/web/lib/pwa/), and offers to reload when a new version is
 * waiting: the worker never takes over an open page by itself. API answers are not cached by the worker (their
 * requests do not even reach it): the app's encrypted offline cache keeps them.
 */
const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'injectManifest',
  // The icons are matched by globPatterns below: listing them twice would put them twice in the precache.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'MethaPilot',
    short_name: 'MethaPilot',
    description:
      'Le poste de pilotage de votre unité de méthanisation : agenda, stock, maintenance, matières premières et budget, même sans réseau.',
    lang: 'fr',
    dir: 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: brandGreen,
    background_color: pageGround,
    categories: ['business', 'productivity'],
    icons: [
      { src: '/icons/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  // Our own worker (src/web/service-worker/sw.ts), built as a classic script like the one the app
  // registers, with the list of built files injected for the precache.
  srcDir: 'service-worker',
  filename: 'sw.ts',
  injectManifest: {
    rollupFormat: 'iife',
    // Built files only: the .br/.gz copies are written after this (scripts/compress-web-assets.mjs) and the
    // browser decompresses what it fetches anyway. manifest.webmanifest is added by the plugin itself.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    globIgnores: ['**/node_modules/**/*', 'sw.js', 'workbox-*.js'],
  },
};

/**
 * The chunks every signed-in page has loaded before its own: the entry, the session guard and the shell, with
 * everything they import statically. Found once the chunks are made (before Vite writes the preload lists).
 */
function shellChunkSet(): Plugin & { files: Set<string> } {
  const files = new Set<string>();
  const shellModules = /src\/web\/app\/(shell\/dashboard-shell\.tsx|require-session\.tsx)$/;
  return {
    name: 'methapilot:shell-chunks',
    files,
    generateBundle(_options, bundle) {
      files.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (files.has(fileName) || chunk?.type !== 'chunk') return;
        files.add(fileName);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && (chunk.isEntry || shellModules.test(chunk.facadeModuleId ?? ''))) {
          visit(chunk.fileName);
        }
      }
    },
  };
}

const shellChunks = shellChunkSet();

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [lucideDirectImports(), react(), tailwindcss(), VitePWA(pwaOptions), shellChunks],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shared-icons', test: iconChunks.shared },
            { name: 'public-icons', test: iconChunks.firstOnly },
            { name: 'shell-icons', test: iconChunks.secondOnly },
            // The date rules the shell reads (the plant's today, the business date): alone in their chunk, they
            // would otherwise share one with the records contract and bring zod into every dashboard page.
            { name: 'calendar', test: /src\/shared\/domain\/(calendar|business-date)\.ts$/ },
          ],
        },
      },
    },
    modulePreload: {
      resolveDependencies: (filename, dependencies, { hostId, hostType }) => {
        if (publicChunkPattern.test(filename)) return dependencies;
        if (hostType !== 'js' || entryChunkPattern.test(hostId)) return [];
        // What every dashboard page has already loaded (the entry, the shell) is not listed again.
        return dependencies.filter((dependency) => !shellChunks.files.has(dependency));
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
