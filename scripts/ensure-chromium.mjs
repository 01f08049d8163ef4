#!/usr/bin/env node
// Makes sure a Chromium for the browser tests is there: CHROMIUM_PATH if set, else Debian's /usr/bin/chromium,
// installed with apt-get when running as root on Debian. Exit 0 when a browser is ready, 1 with the way out.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const defaultPath = '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function fail(message) {
  process.stderr.write(`ensure-chromium: ${message}\n`);
  process.exit(1);
}

const configured = process.env.CHROMIUM_PATH;
if (configured) {
  if (isExecutable(configured)) process.exit(0);
  fail(
    `CHROMIUM_PATH is set to "${configured}" but no executable is there: fix CHROMIUM_PATH, or unset it to use ${defaultPath} (sudo apt-get install chromium).`,
  );
}

if (isExecutable(defaultPath)) process.exit(0);

const isDebian = existsSync('/etc/debian_version');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isDebian || !isRoot) {
  fail(
    `the browser tests need Chromium at ${defaultPath}. Install it with "sudo apt-get install chromium" (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome executable.`,
  );
}

const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
function run(args) {
  process.stdout.write(`ensure-chromium: apt-get ${args.join(' ')}\n`);
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.error)
    fail(`apt-get could not run (${result.error.message}): install Chromium by hand or set CHROMIUM_PATH.`);
  if (result.status !== 0) {
    fail(
      `"apt-get ${args.join(' ')}" failed with exit code ${result.status}: install Chromium by hand (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
}

run(['update']);
run(['install', '-y', '--no-install-recommends', 'chromium']);

if (!isExecutable(defaultPath)) {
  fail(
    `apt-get finished but ${defaultPath} is still missing: install Chromium by hand or set CHROMIUM_PATH.`,
  );
}
process.stdout.write(`ensure-chromium: Chromium installed at ${defaultPath}\n`);
