#!/usr/bin/env node
// npm start: build dist/ if it is missing or older than its sources, then run the server, passing SIGTERM and
// SIGINT on to it and exiting with its exit code.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureFreshBuild, projectRoot } from './lib/build-freshness.mjs';

const buildCode = ensureFreshBuild({
  log: (line) => process.stderr.write(`${line}\n`),
  buildOutput: 'stderr',
});
if (buildCode !== 0) {
  process.stderr.write(
    `MethaPilot cannot start: the build failed (exit code ${buildCode}): see the errors above\n`,
  );
  process.exit(buildCode);
}

const server = spawn(process.execPath, [join(projectRoot, 'dist/server/server/main.js')], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: process.env,
});

const forwarded = ['SIGTERM', 'SIGINT', 'SIGHUP'];
for (const signal of forwarded) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  process.stderr.write(`MethaPilot cannot start: ${error.message}\n`);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  if (signal) {
    const numbers = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
    process.exit(128 + (numbers[signal] ?? 0));
  }
  process.exit(code ?? 1);
});
