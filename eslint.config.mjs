// ESLint (flat config), run by `npm run lint` and so by `npm test`.
// typescript-eslint's `recommended` set (not the type-checked one: it must stay fast on 2 cores),
// React's rules of hooks, and a rule that every eslint-disable comment says why after `--`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** What only WidgetEnv reaches (the rule below). */
const HOST_GLOBALS = ['open', 'sessionStorage', 'localStorage', 'history', 'location', 'indexedDB'];
const HOST_MESSAGE = 'Reach the host page through WidgetEnv (src/ui/env.ts); src/adapters/browserHost.ts is the only adapter.';

/**
 * Layers (DESIGN.md §3, issue 21): each folder of src imports only the folders below it. From the bottom:
 * core (pure; may read i18n) < adapters, ui < dialogs < screens < elements < entries. `families` is data
 * read by screens and elements; core never reads it (core is told a family, it does not know them).
 */
const upward = (folders) => ({
  regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`,
  message: `Upward import: this layer must not import ${folders.join(', ')} (DESIGN.md §3). Move the shared piece down, or pass a callback/component in.`,
});
const LAYERS = [
  ['src/core/**/*.{ts,tsx}', ['ui', 'screens', 'dialogs', 'elements', 'entries', 'adapters', 'families', 'styles']],
  ['src/adapters/**/*.{ts,tsx}', ['screens', 'dialogs', 'elements', 'entries', 'families']],
  ['src/ui/**/*.{ts,tsx}', ['screens', 'dialogs', 'elements', 'entries', 'adapters']],
  ['src/dialogs/**/*.{ts,tsx}', ['screens', 'elements', 'entries', 'adapters']],
  ['src/screens/**/*.{ts,tsx}', ['elements', 'entries', 'adapters']],
];
/** What src/core never names (the rule below): core is pure, browser code lives in src/adapters. */
const CORE_FORBIDDEN = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'indexedDB'];
const CORE_MESSAGE = 'src/core is pure: no browser global. Put browser code in src/adapters behind a small interface and pass it in.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      '.tmp/**',
      'test/consumers/fixtures/**', // host projects, compiled by their own checkers (test/consumers)
      'test-results/**',
      // The Laravel demo is PHP; its public/js holds a copy of the built bundle.
      'demo/laravel/public/**',
      'demo/laravel/vendor/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  comments.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // React code only: the test fixtures named use…() (useSignedInHarness, useServerAndBrowser…) are
    // Jest set-ups, not React hooks. The React Compiler rules of the plugin's preset (refs, purity,
    // set-state-in-effect…) are left out: nothing here is compiled by React Compiler, and the bundle
    // runs on preact (build/react-on-preact.mjs).
    files: ['src/**/*.{ts,tsx}', 'demo/app/**/*.{ts,tsx}', 'test/screens*/**/*.{ts,tsx}', 'test/support/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // WidgetEnv (src/ui/env.ts) is the only way to the host page: screens, hooks and core never open a tab,
    // touch storage, the address or IndexedDB themselves; src/adapters/browserHost.ts does, for them.
    files: ['src/screens/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...HOST_GLOBALS.map((name) => ({ name, message: HOST_MESSAGE }))],
      'no-restricted-properties': ['error', ...['window', 'globalThis', 'self', 'document'].flatMap((object) =>
        HOST_GLOBALS.map((property) => ({ object, property, message: HOST_MESSAGE })))],
    },
  },
  {
    // src/core is pure (DESIGN.md §3, issue 21 "Layers"): it names no browser global at all, so it runs the
    // same in the reference server, the Laravel host's node scripts and the tests. Browser code lives in
    // src/adapters (IndexedDB kept copy, storage, address, navigation) behind small interfaces. This block
    // comes after the one above and replaces its two rules for src/core with a stricter list.
    files: ['src/core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...[...new Set([...CORE_FORBIDDEN, ...HOST_GLOBALS])].map((name) => ({ name, message: CORE_MESSAGE }))],
      'no-restricted-properties': ['error', ...['window', 'globalThis', 'self', 'document'].flatMap((object) =>
        [...new Set([...CORE_FORBIDDEN, ...HOST_GLOBALS])].filter((property) => property !== object)
          .map((property) => ({ object, property, message: CORE_MESSAGE })))],
    },
  },
  {
    // No import cycle in src (issue 21 "Layers"): eslint-plugin-import-x's no-cycle, the maintained fork
    // of eslint-plugin-import (the standard rule for this), resolving .ts/.tsx through its built-in
    // resolver (unrs-resolver). Its no-cycle skips type-only imports; the layer rules below (which see
    // `import type` too) keep types from making cross-folder cycles.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...LAYERS.map(([files, folders]) => ({
    files: [files],
    rules: { 'no-restricted-imports': ['error', { patterns: [upward(folders)] }] },
  })),
  {
    files: ['test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
