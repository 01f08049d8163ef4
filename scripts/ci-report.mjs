#!/usr/bin/env node
// The closing report of .ci/run: the table of stage times (test-results/ci-stages.tsv, "name<TAB>seconds",
// npm test's own stages as "npm test › …"), the 20 slowest test files of every Vitest run
// (test-results/file-times/, tests/reporters/file-times-reporter.ts) and one line over every Vitest count.
// Usage: node scripts/ci-report.mjs <exit status of the CI>
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const resultsFolder = 'test-results';
const slowestCount = 20;

function readStages() {
  const path = join(resultsFolder, 'ci-stages.tsv');
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.includes('\t'))
    .map((line) => {
      const [name = '', seconds = '0'] = line.split('\t');
      return { name, seconds: Number(seconds) };
    });
}

function readFileTimes() {
  const folder = join(resultsFolder, 'file-times');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const run = name.replace(/\.json$/, '');
      const times = JSON.parse(readFileSync(join(folder, name), 'utf8'));
      return times.map((time) => ({ ...time, run }));
    });
}

function readCounts() {
  const counts = { passed: 0, failed: 0 };
  for (const name of readdirSync(resultsFolder).filter((file) => /^vitest-.*\.json$/.test(file))) {
    const report = JSON.parse(readFileSync(join(resultsFolder, name), 'utf8'));
    counts.passed += report.numPassedTests ?? 0;
    counts.failed += report.numFailedTests ?? 0;
  }
  return counts;
}

function table(title, headings, rows) {
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]),
      )
      .join('  ');
  return [title, line(headings), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join(
    '\n',
  );
}

const status = Number(process.argv[2] ?? 0);
const stages = readStages();
const topLevel = stages.filter(({ name }) => !name.includes(' › '));
const total = topLevel.reduce((sum, { seconds }) => sum + seconds, 0);
// A stage's own parts ("npm test › unit tests") are written before it ends: list them under it.
const parts = stages.filter(({ name }) => name.includes(' › '));
const stageRows = topLevel.flatMap(({ name, seconds }) => [
  [name, seconds.toFixed(1)],
  ...parts
    .filter((part) => name.startsWith(part.name.slice(0, part.name.indexOf(' › '))))
    .map((part) => [`  ${part.name.slice(part.name.indexOf(' › ') + 3)}`, part.seconds.toFixed(1)]),
]);
stageRows.push(['total', total.toFixed(1)]);

const slowest = readFileTimes()
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, slowestCount)
  .map(({ run, file, seconds }) => [file, run, seconds.toFixed(1)]);

process.stdout.write(`\n${table('Stage times', ['stage', 'seconds'], stageRows)}\n`);
if (slowest.length > 0) {
  process.stdout.write(
    `\n${table(`The ${slowestCount} slowest test files (set-up included)`, ['file', 'run', 'seconds'], slowest)}\n`,
  );
}
if (existsSync(resultsFolder)) {
  const { passed, failed } = readCounts();
  process.stdout.write(
    `\nCI: ${passed} passed, ${failed} failed${status === 0 ? '' : ` (exit status ${status})`}\n`,
  );
}
