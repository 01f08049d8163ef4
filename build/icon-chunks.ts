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

/** The icon modules the given sources import (aliases such as `MailWarning` resolved to their file). */
function iconModulesOf(root: string, sources: readonly string[]): Set<string> {
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
  return modules;
}

/** A pattern matching these modules' ids; none matches an empty set (an empty alternation would match all). */
function patternOf(modules: Iterable<string>): RegExp {
  const list = [...modules];
  return list.length === 0 ? /(?!)/ : new RegExp(`(${list.map(escapeForPattern).join('|')})$`);
}

/**
 * Module-id patterns for the icon chunks of two areas (the public site and the signed-in shell): the icons both
 * use, those of the first only, those of the second only. The build puts each set in one chunk: an icon shared
 * by several pages would otherwise become a tiny chunk of its own, with a request and a per-chunk overhead (about
 * 1.3 KB gzipped for an icon of a few hundred bytes) on every page that shows it. The shared icons have their own
 * chunk so that neither area downloads the other's icons for the few they have in common.
 */
export function iconChunkPatterns(
  root: string,
  first: readonly string[],
  second: readonly string[],
): { shared: RegExp; firstOnly: RegExp; secondOnly: RegExp } {
  const firstModules = iconModulesOf(root, first);
  const secondModules = iconModulesOf(root, second);
  const shared = [...firstModules].filter((module) => secondModules.has(module));
  return {
    shared: patternOf(shared),
    firstOnly: patternOf([...firstModules].filter((module) => !secondModules.has(module))),
    secondOnly: patternOf([...secondModules].filter((module) => !firstModules.has(module))),
  };
}
