// One linter, type-aware, with the import boundaries of docs/ARCHITECTURE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const featuresDir = 'src/web/features';
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature never imports another feature: shared pieces go to web/components, web/lib or shared/. */
const featureZones = features.map((feature) => ({
  target: `./${featuresDir}/${feature}`,
  from: `./${featuresDir}`,
  except: [`./${feature}`],
  message:
    'Features do not import each other: move the shared piece to src/web/components, src/web/lib or src/shared.',
}));

const noBarrels = {
  group: ['**/index', '**/index.js'],
  message: 'No barrel files: import the module that holds the code.',
};
const noNode = {
  group: ['node:*', 'fs', 'path', 'crypto'],
  message: 'src/shared imports neither Node nor the DOM.',
};
const databaseDrivers = [
  {
    name: 'pg',
    message: 'Only src/server/db talks to the database driver (repositories use the Db it gives).',
  },
  { name: '@electric-sql/pglite', message: 'Only src/server/db talks to the database driver.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', '.tmp/**', 'node_modules/**', 'test-results/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/server', './src/web'],
              message: 'src/shared is isomorphic: it imports neither server nor web code.',
            },
            { target: './src/web', from: './src/server', message: 'The web app never imports server code.' },
            { target: './src/server', from: './src/web', message: 'The server never imports web code.' },
            ...featureZones,
          ],
        },
      ],
      'no-restricted-imports': ['error', { patterns: [noBarrels] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noBarrels, noNode] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['src/server/**/*.ts', 'src/web/**/*.{ts,tsx}'],
    ignores: ['src/server/db/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noBarrels], paths: databaseDrivers }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
