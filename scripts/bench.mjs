#!/usr/bin/env node
// npm run bench: make sure dist/ is fresh, then run bench/run-bench.ts (one table on stdout).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureFreshBuild, projectRoot } from './lib/build-freshness.mjs';

const buildCode = ensureFreshBuild({
  log: (line) => process.stderr.write(`${line}\n`),
  buildOutput: 'stderr',
});
if (buildCode !== 0) {
  process.stderr.write(`bench: the build failed (exit code ${buildCode})\n`);
  process.exit(buildCode);
}

const bench = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'bench/run-bench.ts')], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    bench.kill(signal);
  });
}
bench.on('exit', (code, signal) => {
  process.exit(signal ? 1 : (code ?? 1));
});
