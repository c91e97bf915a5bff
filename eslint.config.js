import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';
import { boundaries } from './eslint.boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'data', 'drizzle', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  // Type-aware: a promise nobody awaits or handles, or one passed where a callback's result is
  // ignored (an onClick, an onSubmit), is an error; `void` marks the ones left to run on purpose.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Off: `await res.json()` is `any` in every HTTP test and script; reading those bodies
      // through a type is work of its own, not a lint rule's.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Off: `async` is how an engine method without an await still answers a promise and
      // turns a throw into a rejection.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // expect(spy.method) is how the tests assert on mocked browser APIs.
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    // Regexes read what customers and sellers send: a pattern whose time grows faster than
    // its input (a run that backtracks, or one tried again from every position) lets one long
    // word hold the server. Both are errors wherever text from outside is read.
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // maxLength cuts what a member types or pastes without a word: a field shows its limit
      // with TextField's `limit` or CharLimit (src/client/components/form/char-limit.tsx).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='maxLength']",
          message: 'Use the limit of TextField/TextareaField or CharLimit: maxLength cuts text.',
        },
      ],
    },
  },
  ...boundaries,
);
