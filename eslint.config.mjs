// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const featuresDir = new URL('./frontend/src/features/', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// Features never import each other (bulletproof-react): shared code goes to src/components,
// src/api, src/i18n or src/app.
const featureBoundaries = features.map((feature) => ({
  files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [`**/features/${other}`, `**/features/${other}/**`, `../../${other}/**`],
            message: `Feature "${feature}" must not import feature "${other}".`,
          })),
      },
    ],
  },
}));

// Hexagonal layers (docs/architecture.md, "Boundaries the build enforces"): domain imports
// nothing outside itself; application knows ports, never adapters or HTTP.
const layerRules = [
  {
    files: ['backend/src/*/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', '@mikro-orm/*', 'express'],
              message: 'The domain layer is plain TypeScript.',
            },
            {
              group: ['**/application/**', '**/infrastructure/**', '**/http/**'],
              message: 'The domain layer imports nothing outside itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/*/application/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mikro-orm/*', 'express', '@nestjs/platform-express'],
              message: 'Application services talk to ports, not to the ORM or HTTP.',
            },
            {
              group: ['**/infrastructure/**', '**/http/**'],
              message: 'Application code must not depend on adapters or controllers.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.artifacts/**',
      'frontend/src/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['backend/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // Issue #9: no user-visible text written into the markup. Words in JSX text or in the
  // attributes people see or hear (aria-label, alt, title, placeholder, label, helperText) must
  // come from the catalogues through t(); keys missing there fail the typecheck (typed keys), and
  // keys missing in Hindi or Gujarati fail src/i18n/i18n.test.ts.
  {
    files: ['frontend/src/**/*.tsx'],
    ignores: ['frontend/src/**/*.test.tsx', 'frontend/src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z\\u0900-\\u0AFF]{2,}/]',
          message: 'User-visible text goes through i18n: use t() instead of words in JSX.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|alt|title|placeholder|label|helperText)$/] > Literal[value=/[A-Za-z]{2,}/]',
          message: 'User-visible text goes through i18n: use t() for this attribute.',
        },
      ],
    },
  },
  ...layerRules,
  ...featureBoundaries,
  prettier,
);
