import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments/configs';

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      '.build/**',
      'data/**',
      'next-env.d.ts',
      'coverage/**',
      '.venv-sdk/**',
      '.venv-dbgpt/**',
    ],
  },
  {
    // A suppression that no longer suppresses anything is an error, so the list stays short and true.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  eslintComments.recommended,
  {
    // Every suppression says why, after ` -- ` on the directive's own line.
    rules: { '@eslint-community/eslint-comments/require-description': 'error' },
  },
  {
    // eslint-config-next already registers the jsx-a11y plugin; add its full recommended rule set.
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The client is a static export (`output: 'export'`): there is no image optimisation server for
      // next/image to call, and icons, avatars and model-answered images are URLs known only at run time.
      '@next/next/no-img-element': 'off',
      // This rule reports hooks the React Compiler cannot memoise (TanStack's useVirtualizer, useReactTable);
      // the app does not run the React Compiler, so there is nothing to skip and nothing to report.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['server/**', 'scripts/**', 'tests/server/**', 'tests/e2e/**', 'contract/**'],
    rules: { '@next/next/no-html-link-for-pages': 'off', '@next/next/no-assign-module-variable': 'off' },
  },
  {
    // The client takes only types from the contract's schemas: the schema library would otherwise ship in
    // every screen's JavaScript. Values it needs at run time live in contract/constants, free of zod.
    files: ['client/**', 'components/**', 'contexts/**', 'utils/**', 'pages/**', 'locales/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'No schema library in the client; validate with a type guard.' }],
          patterns: [
            {
              group: ['@/contract/*', '!@/contract/constants', '!@/contract/constants/*'],
              allowTypeImports: true,
              message: 'Import values from @/contract/constants/*; only types from the schema modules.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
