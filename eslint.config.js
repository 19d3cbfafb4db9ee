import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Features do not import routes or each other (one rule per feature folder).
 * @param {string} feature
 * @returns {import('eslint').Linter.Config}
 */
const featureBoundary = (feature) => ({
  files: [`app/features/${feature}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['~/routes/*'], message: 'Features must not import routes.' },
          {
            group: ['~/features/*', `!~/features/${feature}`, `!~/features/${feature}/*`],
            message: 'Features do not import each other; compose them in a route.',
          },
        ],
      },
    ],
  },
});

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
    // One-way imports: components, lib, i18n and content never import features or routes;
    // features never import routes or each other.
    files: ['app/components/**', 'app/lib/**', 'app/i18n/**', 'app/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/features/*', '../features/*', '~/routes/*', '../routes/*'],
              message: 'Base modules must not import features or routes.',
            },
          ],
        },
      ],
    },
  },
  ...[
    'drill',
    'errors',
    'finder',
    'home',
    'language',
    'listen',
    'navigation',
    'oral-timer',
    'overview',
    'plan',
    'search',
    'sheet',
    'writing-trainer',
  ].map(featureBoundary),
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'server/**', 'tests/**', '*.config.*'],
    languageOptions: { globals: { ...globals.node } },
  },
);
