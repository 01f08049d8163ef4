import base from './vite.config';
import { gzipSync } from 'node:zlib';
const cfg: any = base;
cfg.plugins = [...cfg.plugins, {
  name: 'analyze',
  generateBundle(_o: unknown, bundle: Record<string, any>) {
    const want = (process.env.CHUNKS ?? 'index,jsx-runtime,dashboard-shell,read-with-pending,session-context').split(',');
    for (const [file, chunk] of Object.entries(bundle)) {
      if (chunk.type !== 'chunk') continue;
      if (!want.some((w) => file.startsWith(`assets/${w}-`))) continue;
      console.log(`\n### ${file} gz ${(gzipSync(chunk.code, { level: 9 }).length / 1024).toFixed(1)} KB`);
      const mods = Object.entries(chunk.modules as Record<string, any>).map(([id, m]) => [id.replace(/.*node_modules\//, 'nm/').replace(/.*src\//, 'src/'), m.renderedLength]).sort((a: any, b: any) => b[1] - a[1]);
      const byPkg = new Map<string, number>();
      for (const [id, len] of mods as any) { const k = id.startsWith('nm/') ? id.split('/').slice(0, id.startsWith('nm/@') ? 3 : 2).join('/') : id; byPkg.set(k, (byPkg.get(k) ?? 0) + len); }
      for (const [k, v] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${String(v).padStart(8)} ${k}`);
    }
  },
}];
cfg.build = { ...cfg.build, outDir: '/work/tmp/dist-analyze', write: false };
export default cfg;
