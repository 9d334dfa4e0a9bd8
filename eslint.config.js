import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Browser code takes the zod-free entry of contracts; schemas stay on the server.
const browserContracts = {
  name: '@shop/contracts',
  message: "Import from '@shop/contracts/client' in browser code: it keeps zod out of the pages.",
  allowTypeImports: true,
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Import boundaries (DESIGN.md section 3): contracts are browser-safe and depend on nothing of
  // ours; ui knows no app; features never reach into route modules; the web never imports the API.
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'react-*', '@shop/*', '**/apps/**'] },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [browserContracts], patterns: ['**/apps/**', '~/*'] },
      ],
    },
  },
  {
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [browserContracts], patterns: ['~/routes/*', '**/apps/api/**', '@shop/api'] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [browserContracts], patterns: ['**/apps/api/**', '@shop/api'] },
      ],
    },
  },
  // The admin site talks to the API over HTTP only; its features never reach into the router.
  {
    files: ['apps/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/apps/api/**', '**/apps/web/**', '@shop/api', '@shop/web', '~/*'] },
      ],
    },
  },
  {
    files: ['apps/admin/src/features/**/*.{ts,tsx}', 'apps/admin/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/apps/api/**', '**/apps/web/**', '@shop/api', '@shop/web', '**/app/*'] },
      ],
    },
  },
);
