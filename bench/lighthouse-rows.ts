// Rows (m): Lighthouse 12.2.3 (pinned devDependency, its default mobile run: a mid-range phone, 4× CPU slowdown,
// slow 4G) on the built app for the public pages and the dashboard of a new account (its session cookie sent
// as a header). One run per page with the CLI, Debian's Chromium headless; the goals of issue 16 are
// performance ≥ 90 and CLS ≤ 0.05, accessibility, best practices and SEO kept at 100.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../scripts/lib/build-freshness.mjs';
import { signUpThroughApi } from '../tests/fixtures/browser-account.js';
import { startBuiltServer } from '../tests/fixtures/built-server.js';
import { chromiumArgs, chromiumPath } from '../tests/fixtures/chromium.js';
import { reportProgress } from './report-progress.js';
import type { ResultRow } from './results-table.js';

const lighthouseBin = join(projectRoot, 'node_modules/.bin/lighthouse');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface LighthouseReport {
  categories: Record<(typeof categories)[number], { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

function runLighthouse(url: string, extraHeaders: Record<string, string>): Promise<LighthouseReport> {
  const args = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${categories.join(',')}`,
    `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ...(Object.keys(extraHeaders).length > 0 ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(lighthouseBin, args, { env: { ...process.env, CHROME_PATH: chromiumPath } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`lighthouse ${url} exited with ${String(code)}: ${stderr.slice(-500)}`));
        return;
      }
      resolve(JSON.parse(stdout) as LighthouseReport);
    });
  });
}

const score = (report: LighthouseReport, category: (typeof categories)[number]) => {
  const value = report.categories[category].score;
  return value === null ? '?' : String(Math.round(value * 100));
};

export async function measureLighthouseRows(paths: readonly string[]): Promise<ResultRow[]> {
  const server = await startBuiltServer();
  try {
    const account = await signUpThroughApi(server.url);
    const cookie = account.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const rows: ResultRow[] = [];
    for (const path of paths) {
      reportProgress(`Lighthouse (mobile) on ${path}`);
      const report = await runLighthouse(
        `${server.url}${path}`,
        path.startsWith('/dashboard') ? { Cookie: cookie } : {},
      );
      if (report.runtimeError) throw new Error(`lighthouse ${path}: ${report.runtimeError.message}`);
      const cls = report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
      const tbt = report.audits['total-blocking-time']?.numericValue ?? Number.NaN;
      const lcp = report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
      rows.push({
        measure: `(m) Lighthouse mobile ${path}: performance (a11y/best practices/SEO ${score(report, 'accessibility')}/${score(report, 'best-practices')}/${score(report, 'seo')})`,
        ours: score(report, 'performance'),
        baseline: 'goal ≥ 90',
        ratio: `CLS ${cls.toFixed(3)}`,
        p99Ours: `TBT ${Math.round(tbt)} ms`,
        p99Baseline: `LCP ${(lcp / 1000).toFixed(1)} s`,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}
