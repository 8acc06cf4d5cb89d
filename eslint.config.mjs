// Lint rules for the site's TypeScript/React code. Run by `npm test` through
// `npm run lint` (warnings fail it: --max-warnings 0).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// Layers (README "Architecture"): each folder may import only from the layers
// below it. Paths are matched as written, relative or through @site/.
const UI = {
  regex: String.raw`(^|/)(src/)?(components|theme)(/|$)|^@theme(-original|-init)?/`,
  message:
    'UI components and theme overrides are for pages only: move what you need into a non-UI module (src/datasets, src/presentation, src/lib).',
};
const COMPONENTS = {
  regex: String.raw`(^|/)components(/|$)`,
  message:
    'Hooks and presentation state sit below the components: move the shared code out of src/components.',
};
const SCRIPTS_OR_LAB = {
  regex: String.raw`(^|/)(scripts|lab)(/|$)`,
  message:
    'The site never imports the repository scripts or the lab: move shared code into src/lib.',
};
const REACT_OR_FRAMEWORK = {
  regex: String.raw`^(react|react-dom|@docusaurus/.+|@theme(-original|-init)?/.+)$|(^|/)(components|hooks|presentation)(/|$)`,
  message:
    'Calculator maths is pure TypeScript: no React, Docusaurus, components, hooks or presentation state.',
};
/** no-restricted-imports for the given layer rules (later blocks replace earlier ones, so each lists all its rules). */
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// typescript-eslint's strictTypeChecked rules, for the folders that pass them
// (all the TypeScript). Type information comes from
// tsconfig.json, which includes every .ts/.tsx file of the repository (not
// the .mjs scripts: they stay untyped).
const TYPE_CHECKED = [
  'src/**/*.{ts,tsx}',
  'plugins/**/*.ts',
  'config/**/*.ts',
  'scripts/**/*.ts',
  'lab/**/*.ts',
  'tests/unit/**/*.{ts,tsx}',
  'tests/component/**/*.{ts,tsx}',
  'tests/build/**/*.{ts,tsx}',
  'tests/lab/**/*.{ts,tsx}',
  'tests/scripts/**/*.{ts,tsx}',
  'tests/e2e/**/*.ts',
];
const strictTypeChecked = [
  ...tseslint.configs.strictTypeChecked.map((config) => ({ ...config, files: TYPE_CHECKED })),
  {
    files: TYPE_CHECKED,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A number in a message or a file name reads as expected; objects,
      // undefined and the like still need an explicit conversion.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // With noUncheckedIndexedAccess every index is possibly undefined; `!`
      // marks the places where an earlier check (invisible to the compiler)
      // guarantees a value.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-base-path/**',
      '.docusaurus/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'static/**',
      'tests/scripts/fixtures/**',
      // The bare Docusaurus template `npm run perf` compares with: template code, not the site's.
      'perf/bare-site/**',
      'perf-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...strictTypeChecked,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: {
      react,
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      '@docusaurus': docusaurus,
    },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      // Every string a reader sees goes through <Translate>/translate().
      '@docusaurus/no-untranslated-text': [
        'error',
        {
          ignoredStrings: [
            '%',
            '×',
            '→',
            '←',
            '·',
            '/',
            ':',
            '(',
            ')',
            '=',
            '—',
            '–',
            '+',
            '−',
            '…',
          ],
        },
      ],
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      'react/prop-types': 'off',
    },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: restrict(SCRIPTS_OR_LAB) },
  { files: ['src/calculators/**'], rules: restrict(SCRIPTS_OR_LAB, REACT_OR_FRAMEWORK) },
  { files: ['src/hooks/**', 'src/presentation/**'], rules: restrict(SCRIPTS_OR_LAB, COMPONENTS) },
  { files: ['src/remark/**'], rules: restrict(SCRIPTS_OR_LAB, UI) },
  {
    files: ['plugins/**', 'config/**', 'scripts/**', 'lab/**', 'docusaurus.config.ts'],
    rules: restrict(UI),
  },
  prettier,
);
