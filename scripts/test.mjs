#!/usr/bin/env node
// npm test: build if needed, then the unit, API and browser tests, stopping at the first failure, and one
// closing line "N passed, N failed" summing what Vitest counted.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureFreshBuild, projectRoot } from './lib/build-freshness.mjs';

const vitestBin = join(projectRoot, 'node_modules/vitest/vitest.mjs');
const reportFolder = join(projectRoot, 'test-results');
const totals = { passed: 0, failed: 0, skipped: 0 };
const startedAt = Date.now();

function header(title) {
  process.stdout.write(`\n=== ${title} ===\n`);
}

function summary() {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  process.stdout.write(`\n(npm test took ${seconds} s)\n`);
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  process.stdout.write(`${totals.passed} passed, ${totals.failed} failed${skipped}\n`);
}

function stop(code, what) {
  process.stdout.write(`\nnpm test: ${what} failed (exit code ${code}): stopping here.\n`);
  summary();
  process.exit(code);
}

/** Adds the counts of a Vitest JSON report; returns the number of failures it holds. */
function addCounts(reportPath) {
  if (!existsSync(reportPath)) return 0;
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  let failed = report.numFailedTests ?? 0;
  // A file that failed before any test ran (an import error, a failing beforeAll) counts as one failure.
  for (const file of report.testResults ?? []) {
    const hasFailedTest = (file.assertionResults ?? []).some((test) => test.status === 'failed');
    if (file.status === 'failed' && !hasFailedTest) failed += 1;
  }
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += failed;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  return failed;
}

function runVitest(project) {
  header(`vitest: ${project} tests`);
  mkdirSync(reportFolder, { recursive: true });
  const reportPath = join(reportFolder, `vitest-${project}.json`);
  rmSync(reportPath, { force: true });
  const result = spawnSync(
    process.execPath,
    [
      vitestBin,
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportPath}`,
    ],
    { cwd: projectRoot, stdio: 'inherit', env: process.env },
  );
  const failed = addCounts(reportPath);
  const code = result.status ?? 1;
  if (code !== 0) {
    if (failed === 0) totals.failed += 1;
    stop(code, `the ${project} tests`);
  }
}

// Screenshots of failed browser tests are from this run only.
rmSync(join(reportFolder, 'screenshots'), { recursive: true, force: true });

header('build');
const buildCode = ensureFreshBuild();
if (buildCode !== 0) {
  totals.failed += 1;
  stop(buildCode, 'the build');
}

runVitest('unit');
runVitest('api');

header('browser for the e2e tests');
const chromium = spawnSync(process.execPath, [join(projectRoot, 'scripts/ensure-chromium.mjs')], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: process.env,
});
if (chromium.status !== 0) {
  totals.failed += 1;
  stop(chromium.status ?? 1, 'ensure-chromium');
}

runVitest('e2e');
summary();
