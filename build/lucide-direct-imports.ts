// Rewrites `import { Bell, Wheat } from 'lucide-react'` in our sources into one import per icon module
// (`lucide-react/dist/esm/icons/bell.mjs`). The bundle is the same (unused icons were tree-shaken anyway), but the
// module graph then says which icons a file really uses: through the package's index, every file using one icon
// seems to import all 1,600 of them, which hides from signed-in-core-chunk.ts what the public pages need (and
// makes the build parse them all).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Every name lucide-react's index exports ("Bell", "BellIcon", "LucideBell"…), with its icon module's path. */
export function readIconModules(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const index = join(dirname(require.resolve('lucide-react/package.json')), 'dist/esm/lucide-react.mjs');
  const modules = new Map<string, string>();
  for (const [, names = '', file = ''] of readFileSync(index, 'utf8').matchAll(
    /export \{([^}]+)\} from '\.\/(icons\/[^']+\.mjs)';/g,
  )) {
    for (const [, name] of names.matchAll(/default as (\w+)/g))
      if (name) modules.set(name, `lucide-react/dist/esm/${file}`);
  }
  return modules;
}

const lucideImport = /import\s*\{([^}]+)\}\s*from\s*['"]lucide-react['"];?/g;

export function lucideDirectImports(): Plugin {
  let iconModules: Map<string, string> | undefined;
  return {
    name: 'lucide-direct-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('lucide-react')) return null;
      iconModules ??= readIconModules();
      const modules = iconModules;
      return code.replace(lucideImport, (statement, list: string) => {
        const imports: string[] = [];
        for (const entry of list.split(',').map((part) => part.trim())) {
          if (entry === '' || entry.startsWith('type ')) continue;
          const [name = '', local = name] = entry.split(/\s+as\s+/);
          const module = modules.get(name);
          // Not an icon (a helper such as createLucideIcon): the whole statement stays as it is.
          if (!module) return statement;
          imports.push(`import ${local} from '${module}';`);
        }
        return imports.join('\n');
      });
    },
  };
}
