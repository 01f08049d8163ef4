// Which lucide icons a set of source files uses, as a module-id pattern for a chunk group of vite.config.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readIconModules } from './lucide-direct-imports';

const lucideImport = /import\s*\{([^}]+)\}\s*from\s*'lucide-react'/g;

/** A file, or the .ts/.tsx files directly inside a folder. */
function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => (/\.tsx?$/.test(name) ? [join(path, name)] : []));
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A module-id pattern matching the icon modules the given sources import (aliases such as `MailWarning` resolved
 * to their file, as the build's direct imports do). The build puts each set in one chunk: an icon shared by
 * several pages would otherwise become a tiny chunk of its own, with a request and a per-chunk overhead (about
 * 1.3 KB gzipped for an icon of a few hundred bytes) on every page that shows it.
 */
export function iconsPattern(root: string, sources: readonly string[]): RegExp {
  const iconModules = readIconModules();
  const modules = new Set<string>();
  for (const file of sources.flatMap((source) => sourceFiles(join(root, source)))) {
    for (const [, list = ''] of readFileSync(file, 'utf8').matchAll(lucideImport)) {
      for (const entry of list.split(',')) {
        const name = entry.trim().split(/\s+as\s+/)[0] ?? '';
        const module = iconModules.get(name);
        if (module) modules.add(module);
      }
    }
  }
  return new RegExp(`(${[...modules].map(escapeForPattern).join('|')})$`);
}
