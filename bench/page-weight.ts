// Rows (c): the gzipped JavaScript a page loads in headless Chromium, sized from dist/web when the file is there.
// Dashboard pages are opened signed in (a new account's session cookie), as a user opens them; that count includes
// the spec §2 prefetch of the other dashboard pages, which starts once the shell is up.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { projectRoot } from '../scripts/lib/build-freshness.mjs';
import { addSessionCookies, signUpThroughApi } from '../tests/fixtures/browser-account.js';
import { startBuiltServer } from '../tests/fixtures/built-server.js';
import { launchBrowser } from '../tests/fixtures/chromium.js';
import { reportProgress } from './report-progress.js';
import type { ResultRow } from './results-table.js';

export async function measurePageWeightRows(paths: string[]): Promise<ResultRow[]> {
  reportProgress('JavaScript loaded by the pages (headless Chromium)');
  const server = await startBuiltServer();
  const browser = await launchBrowser();
  const webRoot = join(projectRoot, 'dist/web');
  try {
    const account = await signUpThroughApi(server.url);
    const rows: ResultRow[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      if (path.startsWith('/dashboard')) await addSessionCookies(context, server.url, account);
      const page = await context.newPage();
      const scripts = new Map<string, number>();
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin !== server.url || !url.pathname.endsWith('.js')) return;
        pending.push(
          (async () => {
            const file = join(webRoot, decodeURIComponent(url.pathname));
            const body = existsSync(file) ? readFileSync(file) : await response.body();
            scripts.set(url.pathname, gzipSync(body, { level: 9 }).length);
          })(),
        );
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      await context.close();
      const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      rows.push({
        measure: `(c) JS loaded by ${path}, gzip -9 (${scripts.size} files)`,
        ours: `${(total / 1024).toFixed(1)} KB`,
        baseline: '-',
        ratio: '-',
        p99Ours: '-',
        p99Baseline: '-',
      });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}
