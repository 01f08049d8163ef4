import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Chunks reached from the public site. For every other lazy chunk (the signed-in area), the entry does not
 * carry the list of its dependencies to preload: that list grows with every page and icon of the dashboard,
 * and it would all be downloaded by the home page (120 KB budget). Those chunks fetch their dependencies
 * themselves when they load (one more round trip), and the dashboard prefetches its pages anyway.
 */
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

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => (/\.tsx?$/.test(name) ? [join(path, name)] : []));
}

/** "LoaderCircle" -> "loader-circle", "Settings2" -> "settings-2": lucide-react's icon file names. */
function toIconFileName(component: string): string {
  return component
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();
}

/**
 * A module-id pattern matching the lucide icons of the home page. The build puts them in one chunk:
 * icons shared with the signed-in pages would otherwise each become a tiny chunk of their own, and their
 * per-chunk overhead counts against the home page's 120 KB budget.
 */
function publicIconsPattern(root: string): RegExp {
  const names = new Set<string>();
  for (const file of homeSources.flatMap((source) => sourceFiles(join(root, source)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s*\{([^}]+)\}\s*from\s*'lucide-react'/g,
    )) {
      for (const name of (match[1] ?? '').split(',')) {
        const component = name.trim().split(/\s+as\s+/)[0];
        if (component && !component.startsWith('type ')) names.add(toIconFileName(component));
      }
    }
  }
  return new RegExp(`lucide-react/dist/esm/icons/(${[...names].join('|')})\\.m?js$`);
}

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
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'public-icons', test: publicIconsPattern(import.meta.dirname) }] },
      },
    },
    modulePreload: {
      resolveDependencies: (filename, dependencies) =>
        publicChunkPattern.test(filename) ? dependencies : [],
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
