import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

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
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // eslint-config-next already registers the jsx-a11y plugin; add its full recommended rule set.
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
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
