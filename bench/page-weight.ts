// Rows (c): the gzipped JavaScript a page loads in headless Chromium, sized from dist/web when the file is there,
// counted by tests/fixtures/page-weight.ts (the budget test's counter). Dashboard pages are opened signed in (a new
// account's session cookie), as a user opens them. "Critical" is what the page needs (the browser's Save-Data
// on, so no prefetch), the figure the budgets hold; the spec §2 prefetch of the other dashboard pages and the
// shell's panels fetched ahead of use are the separate "prefetch" row.
import { addSessionCookies, signUpThroughApi } from '../tests/fixtures/browser-account.js';
import { startBuiltServer } from '../tests/fixtures/built-server.js';
import { launchBrowser } from '../tests/fixtures/chromium.js';
import { measurePageWeight, prefetchOnly, toKilobytes, totalBytes } from '../tests/fixtures/page-weight.js';
import { reportProgress } from './report-progress.js';
import type { ResultRow } from './results-table.js';

function row(measure: string, bytes: number): ResultRow {
  return {
    measure,
    ours: `${toKilobytes(bytes).toFixed(1)} KB`,
    baseline: '-',
    ratio: '-',
    p99Ours: '-',
    p99Baseline: '-',
  };
}

export async function measurePageWeightRows(paths: string[]): Promise<ResultRow[]> {
  reportProgress('JavaScript loaded by the pages (headless Chromium)');
  const server = await startBuiltServer();
  const browser = await launchBrowser();
  try {
    const account = await signUpThroughApi(server.url);
    const rows: ResultRow[] = [];
    for (const path of paths) {
      const weight = await measurePageWeight(browser, `${server.url}${path}`, {
        prepareContext: path.startsWith('/dashboard')
          ? (context) => addSessionCookies(context, server.url, account)
          : undefined,
      });
      rows.push(
        row(
          `(c) JS loaded by ${path}, gzip -9, critical (${weight.critical.size} files)`,
          totalBytes(weight.critical),
        ),
      );
      const prefetched = prefetchOnly(weight);
      if (prefetched.size > 0)
        rows.push(
          row(
            `(c) JS prefetched by ${path} after it, gzip -9 (${prefetched.size} files)`,
            totalBytes(prefetched),
          ),
        );
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}
