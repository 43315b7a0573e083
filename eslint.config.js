import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const workspaces = [
  'apps/backoffice',
  'apps/server',
  'apps/studio',
  'apps/web',
  'packages/contract',
  'packages/game-math',
  'packages/svg-raster',
  'packages/ui',
];
/** Files of a workspace that never ship: tests, their fixtures, scripts and build configuration. */
const toolFiles = [
  '**/*.test',
  '**/test/**/*',
  '**/testing/**/*',
  '**/testing',
  '**/test-setup',
  '**/scripts/**/*',
  '**/dev/**/*',
  '**/*.config',
  'build',
  // Build steps (a client's Vite plugins): they run on the build machine, never in the product.
  '**/build/**/*',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Every package a workspace imports is declared in its own package.json: hoisting makes an
  // undeclared one work here and break wherever the workspace is installed alone. Its shipped code
  // may use only its dependencies; its tests, scripts and build files also its devDependencies and
  // the repository's shared tools (vitest, fast-check, Playwright: the root's devDependencies).
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-extraneous-dependencies': ['error', { includeTypes: true }] },
  },
  ...workspaces.flatMap((workspace) => [
    {
      files: [`${workspace}/**/*.{ts,tsx,mjs,js}`],
      plugins: { 'import-x': importX },
      rules: {
        'import-x/no-extraneous-dependencies': [
          'error',
          { packageDir: [path.join(root, workspace)], devDependencies: false, includeTypes: true },
        ],
      },
    },
    {
      files: toolFiles.map((glob) => `${workspace}/${glob}.{ts,tsx,mjs,js}`),
      plugins: { 'import-x': importX },
      rules: {
        'import-x/no-extraneous-dependencies': [
          'error',
          { packageDir: [path.join(root, workspace), root], devDependencies: true, includeTypes: true },
        ],
      },
    },
  ]),
  {
    files: ['apps/server/**/*.ts', 'scripts/**', '**/*.mjs', 'e2e/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // Only the config module reads the environment.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/platform/config.ts', 'apps/server/src/server.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from Config.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/backoffice/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
