// ESLint 9 flat config. Kept fast on purpose: typescript-eslint's `recommended` (no type-checked
// rules), plus the React hooks rules for the client. Run with `npm run lint`.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/eslint/import-boundaries.js';
import { noCycles } from './scripts/eslint/no-cycles.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      'dist/',
      'data/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      'migrations/',
      'fixtures/',
      'datasets/',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', 'scripts/*.mjs'],
    extends: [tseslint.configs.recommended],
    rules: {
      // The codebase marks deliberately unused parameters with `_` and omits keys with `{ key: _key, ...rest }`.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Tests may reach across layers to set up and inspect what they test.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { local: { rules: { 'import-boundaries': importBoundaries } } },
    rules: { 'local/import-boundaries': 'error' },
  },
  {
    // Everywhere, tests included: a cycle breaks at import time whoever imports it.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,js,mjs}'],
    plugins: { cycles: { rules: { 'no-cycles': noCycles } } },
    rules: { 'cycles/no-cycles': 'error' },
  },
);
