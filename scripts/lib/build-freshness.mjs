// Whether dist/ is up to date with its sources, by file modification times, and a build that runs only when
// it is not. Shared by npm start, npm test, npm run bench and the test suites' global set-up.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const sharedConfigFiles = ['package.json', 'package-lock.json', 'tsconfig.base.json'];

/** What each part of the build reads and the file it writes last (its newest output). */
export const buildParts = {
  web: {
    script: 'build:web',
    output: 'dist/web/index.html',
    inputs: [
      'src/web',
      'src/shared',
      'public',
      'vite.config.ts',
      'scripts/compress-web-assets.mjs',
      'tsconfig.json',
      ...sharedConfigFiles,
    ],
  },
  server: {
    script: 'build:server',
    output: 'dist/server/server/main.js',
    inputs: ['src/server', 'src/shared', 'tsconfig.server.json', ...sharedConfigFiles],
  },
  // The migrated embedded database a new DATA_DIR starts from (ADR 0005): remade when a migration, the code
  // that opens and migrates the database, or the installed PGlite (package-lock.json) changes. Built from
  // dist/server, so it comes after the server part.
  databaseTemplate: {
    script: 'build:database-template',
    output: 'dist/database-template/manifest.json',
    inputs: [
      'src/server/db/migrations',
      'src/server/db',
      'src/server/lib/durable-copy.ts',
      'src/server/lib/project-paths.ts',
      ...sharedConfigFiles,
    ],
  },
};

/** Every part, in the order they are built. */
export const allParts = ['web', 'server', 'databaseTemplate'];

const isTestFile = (name) => /\.test\.tsx?$/.test(name) || /\.spec\.tsx?$/.test(name);
/**
 * Read at run time from src/, not compiled: a change there needs no server build (the database template names
 * the folder itself in its inputs).
 */
const runTimeFolders = new Set([join('src', 'server', 'db', 'migrations')]);

/** The newest modification time under `path` (a file or a folder), test files left out. */
function newestInput(path) {
  if (!existsSync(path)) return { time: 0, file: undefined };
  const stats = statSync(path);
  if (!stats.isDirectory()) return { time: stats.mtimeMs, file: path };
  let newest = { time: stats.mtimeMs, file: path };
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    if (entry.isFile() && isTestFile(entry.name)) continue;
    if (entry.isDirectory() && runTimeFolders.has(relative(projectRoot, join(path, entry.name)))) continue;
    const candidate = newestInput(join(path, entry.name));
    if (candidate.time > newest.time) newest = candidate;
  }
  return newest;
}

/**
 * { isFresh, reason } for one part ('web', 'server' or 'databaseTemplate'): fresh when its output exists and is newer than every
 * input file.
 */
export function checkPart(part, root = projectRoot) {
  const { output, inputs } = buildParts[part];
  const outputPath = join(root, output);
  if (!existsSync(outputPath)) return { isFresh: false, reason: `${output} is missing` };
  const builtAt = statSync(outputPath).mtimeMs;
  for (const input of inputs) {
    const newest = newestInput(join(root, input));
    if (newest.time > builtAt) {
      return {
        isFresh: false,
        reason: `${relative(root, newest.file ?? input)} changed after the last build`,
      };
    }
  }
  return { isFresh: true, reason: `${output} is up to date` };
}

/** The parts (of `parts`) that need a build, each with the reason. */
export function staleParts(parts = allParts, root = projectRoot) {
  return parts.map((part) => ({ part, ...checkPart(part, root) })).filter((entry) => !entry.isFresh);
}

export function isBuildFresh(parts = allParts, root = projectRoot) {
  return staleParts(parts, root).length === 0;
}

/**
 * Builds the stale parts (the whole `npm run build` when every part is stale). Returns the exit code (0 when
 * nothing had to be done); the build's own output goes to stdout or, with buildOutput 'stderr', to stderr (so
 * that stdout keeps only what the caller prints). A failed build removes the part's output, so the next check does not mistake
 * files that tsc emitted in spite of errors for a good build.
 */
export function ensureFreshBuild({
  parts = allParts,
  root = projectRoot,
  log = console.log,
  buildOutput = 'stdout',
} = {}) {
  const stale = staleParts(parts, root);
  if (stale.length === 0) {
    log(`build: up to date (${parts.map((part) => buildParts[part].output).join(', ')})`);
    return 0;
  }
  const scripts =
    stale.length === allParts.length ? ['build'] : stale.map(({ part }) => buildParts[part].script);
  log(
    `build: ${[...new Set(stale.map(({ reason }) => reason))].join('; ')}: running npm run ${scripts.join(', npm run ')}`,
  );
  for (const script of scripts) {
    const stdio = buildOutput === 'stderr' ? ['ignore', 2, 2] : 'inherit';
    const result = spawnSync('npm', ['run', script], { cwd: root, stdio, env: process.env });
    const code = result.status ?? 1;
    if (code !== 0) {
      for (const { part } of stale) rmSync(join(root, buildParts[part].output), { force: true });
      return code;
    }
  }
  return 0;
}
