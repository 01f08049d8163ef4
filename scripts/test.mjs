#!/usr/bin/env node
// npm test: build if needed, then the unit tests, the API and process tests, and the browser tests, stopping
// at the first failure; one closing line "N passed, N failed" summing what Vitest counted, and the time of
// each stage (also appended to $CI_STAGE_TIMES when the CI sets it, for its closing table).
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureFreshBuild, projectRoot } from './lib/build-freshness.mjs';

const vitestBin = join(projectRoot, 'node_modules/vitest/vitest.mjs');
const reportFolder = join(projectRoot, 'test-results');
const fileTimesReporter = './tests/reporters/file-times-reporter.ts';
const totals = { passed: 0, failed: 0, skipped: 0 };
const stageTimes = [];
const startedAt = performance.now();

function header(title) {
  process.stdout.write(`\n=== ${title} ===\n`);
}

/** Runs one stage, keeps its time, and returns what `work` returned. */
function timed(name, work) {
  header(name);
  const started = performance.now();
  try {
    return work();
  } finally {
    const seconds = (performance.now() - started) / 1000;
    stageTimes.push({ name, seconds });
    if (process.env.CI_STAGE_TIMES)
      appendFileSync(process.env.CI_STAGE_TIMES, `npm test › ${name}\t${seconds}\n`);
  }
}

function summary() {
  const seconds = Math.round((performance.now() - startedAt) / 1000);
  const stages = stageTimes.map(({ name, seconds: s }) => `${name} ${Math.round(s)} s`).join(', ');
  process.stdout.write(`\n(npm test took ${seconds} s: ${stages})\n`);
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

/** Runs the given Vitest projects in one process; the JSON report is test-results/vitest-<reportName>.json. */
function runVitest(reportName, projects) {
  mkdirSync(reportFolder, { recursive: true });
  const reportPath = join(reportFolder, `vitest-${reportName}.json`);
  rmSync(reportPath, { force: true });
  const result = spawnSync(
    process.execPath,
    [
      vitestBin,
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--reporter=${fileTimesReporter}`,
      `--outputFile.json=${reportPath}`,
    ],
    { cwd: projectRoot, stdio: 'inherit', env: process.env },
  );
  const failed = addCounts(reportPath);
  const code = result.status ?? 1;
  if (code !== 0) {
    if (failed === 0) totals.failed += 1;
    stop(code, `the ${projects.join(' and ')} tests`);
  }
}

// Screenshots of failed browser tests are from this run only.
rmSync(join(reportFolder, 'screenshots'), { recursive: true, force: true });

const buildCode = timed('build', () => ensureFreshBuild());
if (buildCode !== 0) {
  totals.failed += 1;
  stop(buildCode, 'the build');
}

timed('unit tests', () => runVitest('unit', ['unit']));
// The built server as a process (process) needs no database of its own: one Vitest run with the API tests.
timed('API tests on PGlite, process tests', () => runVitest('api', ['api', 'process']));

const chromium = timed('browser for the e2e tests', () =>
  spawnSync(process.execPath, [join(projectRoot, 'scripts/ensure-chromium.mjs')], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: process.env,
  }),
);
if (chromium.status !== 0) {
  totals.failed += 1;
  stop(chromium.status ?? 1, 'ensure-chromium');
}

timed('browser tests', () => runVitest('e2e', ['e2e']));
summary();
