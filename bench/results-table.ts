// The one table npm run bench prints on stdout, then the notes about runs that saw errors.
import { connections, runSeconds, shortLoadDurations, warmUpSeconds } from './http-load.js';

export interface ResultRow {
  measure: string;
  ours: string;
  baseline: string;
  ratio: string;
  p99Ours: string;
  p99Baseline: string;
}

const columns: { key: keyof ResultRow; title: string; isNumeric: boolean }[] = [
  { key: 'measure', title: 'measure', isNumeric: false },
  { key: 'ours', title: 'ours', isNumeric: true },
  { key: 'baseline', title: 'baseline', isNumeric: true },
  { key: 'ratio', title: 'ours/baseline', isNumeric: true },
  { key: 'p99Ours', title: 'p99 ours', isNumeric: true },
  { key: 'p99Baseline', title: 'p99 baseline', isNumeric: true },
];

export function printResultsTable(rows: ResultRow[], notes: string[]): void {
  const widths = columns.map((column) =>
    Math.max(column.title.length, ...rows.map((row) => row[column.key].length)),
  );
  const formatLine = (cells: string[]) =>
    cells
      .map((cell, index) => {
        const width = widths[index] ?? 0;
        return columns[index]?.isNumeric ? cell.padStart(width) : cell.padEnd(width);
      })
      .join(' | ');
  const out = [
    formatLine(columns.map((column) => column.title)),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...rows.map((row) => formatLine(columns.map((column) => row[column.key]))),
  ];
  process.stdout.write(
    `\nMethaPilot bench (${connections} connections, ${runSeconds} s runs after ${warmUpSeconds} s warm-up, best of 2; 127.0.0.1)\n`,
  );
  process.stdout.write(
    `(g) to (i): ${shortLoadDurations.runSeconds} s runs after ${shortLoadDurations.warmUpSeconds} s warm-up, best of 2; (j): calls per second, best of 3 rounds of 2 s; (q), (r): time per solve, ratio of the p50 (and of the p95)\n`,
  );
  process.stdout.write(`${out.join('\n')}\n`);
  for (const note of notes) process.stdout.write(`note: ${note}\n`);
}
