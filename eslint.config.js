import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import bourse from './tools/eslint/plugin.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/migrations/**', 'artifacts/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { bourse },
    rules: {
      'bourse/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
      // Prettier (.prettierrc.json) wraps code at 140 columns; this catches the comments it cannot.
      'max-len': ['error', { code: 140, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true }],
    },
  },
  {
    // Money code never touches floating point (DESIGN.md section 4).
    files: [
      'packages/money/src/**',
      'packages/ledger/src/**',
      'packages/matching/src/**',
      'packages/contract/src/**',
      'apps/server/src/modules/**',
      'apps/server/src/app/**',
      'apps/web/src/**',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'parseFloat', message: 'Use @bourse/money for amounts.' }],
      'no-restricted-properties': [
        'error',
        { object: 'Number', property: 'parseFloat', message: 'Use @bourse/money for amounts.' },
        { property: 'toFixed', message: 'Use formatUnits from @bourse/money.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'bourse/no-bare-jsx-text': 'error',
    },
  },
  {
    files: ['apps/web/**/*.test.{ts,tsx}', 'apps/web/e2e/**'],
    rules: { 'bourse/no-bare-jsx-text': 'off' },
  },
);
