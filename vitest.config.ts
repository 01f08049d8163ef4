import { defineConfig } from 'vitest/config';

/**
 * Three projects (docs/ARCHITECTURE.md "tests"):
 * - unit: `*.test.ts(x)` next to the code, no database, no server process;
 * - api: `*.api.test.ts` (under src/ and tests/api/), the Fastify app and the database: an in-memory PGlite
 *   per file, or a throwaway database on the PostgreSQL server of DATABASE_URL;
 * - e2e: `tests/e2e/**\/*.spec.ts`, the built server driven by Chromium, one file at a time.
 * Everything runs in the Node environment.
 */
export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'dist/**', 'src/**/*.api.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.api.test.{ts,tsx}', 'tests/api/**/*.api.test.ts'],
          exclude: ['**/node_modules/**', 'dist/**'],
          // Builds dist/server when it is older than its sources (the start-up tests run the built server).
          globalSetup: ['tests/fixtures/build-server.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          exclude: ['**/node_modules/**', 'dist/**'],
          // Builds dist/ (web and server) when it is older than its sources.
          globalSetup: ['tests/fixtures/build-all.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
