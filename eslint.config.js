import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The linter `npm test` runs (`npm run lint`). Syntax-level rules only (no type-aware rules): `tsc --noEmit`
 * already checks types, and this keeps the lint step to seconds on 2 cores.
 */
export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'web/dist/', '.data/', 'test-results/', 'playwright-report/', 'openapi/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `_`-prefixed parameters and rest siblings are deliberate (interface shapes, omitting fields).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Feature text tables add their keys to the catalogue by declaration merging: `interface X extends Record<…> {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // zod's classic build cannot be tree-shaken: one import of it adds about 60 KB to a function's bundle.
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
            name,
            message: "Use 'zod/mini' (functional API, docs/contributing.md): classic zod is not tree-shaken.",
          })),
        },
      ],
    },
  },
  {
    // Unknown fields are ignored, never refused (docs/contracts.md): request schemas are plain `z.object`s.
    files: ['shared/**/*.ts', 'functions/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='strictObject']",
          message: 'Use z.object: a request ignores the fields its contract does not declare (docs/contracts.md).',
        },
      ],
    },
  },
  {
    // Tests read API answers field by field as untyped JSON; typing each body would only restate the schemas.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
