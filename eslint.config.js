import js from '@eslint/js';
import playwright from 'eslint-plugin-playwright';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/**
 * The layers of `app/`, bottom first. A layer imports only the layers below it (and itself):
 * `lib` knows no domain, `stores` what the site keeps for the learner (the model tests' records,
 * the plan, the reading progress, the activity log, the drill's cards, the backup file: decision
 * 0036), `i18n` the languages and messages, `content` the sheets and tests, `site` the links, SEO
 * and manifests built from them, `components` the shared UI. Features sit on top of these and
 * never import each other or the routes; the routes and the root compose them.
 * Checked on resolved paths, so `../../features/x` and `~/features/x` are the same import.
 */
const LAYERS = ['lib', 'stores', 'i18n', 'content', 'site', 'components'];
const ABOVE_ALL = [
  './app/features',
  './app/routes',
  './app/root.tsx',
  './app/routes.ts',
  './app/entry.server.tsx',
];
/** Every feature folder, read from the disk: a new feature is fenced without editing this file. */
const FEATURES = readdirSync(new URL('app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @type {{ target: string, from: string | string[], except?: string[], message: string }[]} */
const ZONES = [
  ...LAYERS.map((layer, i) => ({
    target: `./app/${layer}`,
    from: [...LAYERS.slice(i + 1).map((above) => `./app/${above}`), ...ABOVE_ALL],
    message: `app/${layer} imports only the layers below it (${LAYERS.slice(0, i).join(', ') || 'none'}).`,
  })),
  ...FEATURES.map((feature) => ({
    target: `./app/features/${feature}`,
    from: './app/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in a route.',
  })),
  {
    target: './app/features',
    from: ['./app/routes', './app/root.tsx', './app/routes.ts'],
    message: 'Features must not import routes.',
  },
];

export default tseslint.config(
  // A disable comment that no longer disables anything fails the lint, so none outlives its reason.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    ignores: [
      'build/**',
      '.react-router/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  // Type-aware rules on every file: the TypeScript project (checkJs) covers the .mjs/.js files too.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // React Router's loaders throw `data(null, { status: 404 })` for its error boundary.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: 'detect' } },
    rules: {
      // Lists without keys (fragments included) lose state on reorder; a duplicate key is a bug too.
      'react/jsx-key': ['error', { checkFragmentShorthand: true, warnOnDuplicates: true }],
      // Raw HTML only where a reason is written beside it (eslint-disable with a description).
      'react/no-danger': 'error',
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['app/**'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are modules to follow (no-cycle reads every import of every file).
      'import-x/extensions': importX.flatConfigs.typescript.settings?.['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings?.['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: ZONES }],
      // No module imports itself back through others (a cycle makes the load order matter).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'server/**', 'tests/**', '*.config.*'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The browser tests: Playwright's recommended rules (awaited expectations, no focused or skipped
    // tests left behind, web-first assertions, no fixed sleeps without a reason).
    files: ['tests/e2e/**'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // Our assertion helpers (`expectNoAxeViolations`, `expectSecurityHeaders`, ...) are assertions.
      'playwright/expect-expect': ['warn', { assertFunctionPatterns: ['^expect[A-Z]'] }],
      // The specs run one test body per language, width or theme in a loop: a condition picks that
      // variant's expectation (the English page's text, the phone's layout).
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
      // Used only to say that a module was not requested once the page had gone quiet.
      'playwright/no-networkidle': 'off',
      // A fixed sleep needs its reason on the line before (a disable comment with a description).
      'playwright/no-wait-for-timeout': 'error',
      // No React here: a fixture's `use` is Playwright's, not React's hook.
      'react-hooks/rules-of-hooks': 'off',
      // One `test` for the specs: support.ts's, with the page fixtures that close themselves.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import `test` from './support' (its page fixtures close their contexts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/e2e/support.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
