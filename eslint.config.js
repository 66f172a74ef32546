// ESLint 9 flat config for the console (src), the sandbox (server), the tests, benches, scripts and
// config files. Type-unaware rules only, so that `npm run lint` stays fast on a 2-core machine;
// `tsc --noEmit` (the same script) does the type checking.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'coverage/', 'test-results/', '.tmp/', '.probe/'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a value left unused on purpose (a parameter a signature requires, a
      // field taken out of an object so that the rest can be passed on).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // Declarations of untyped JavaScript libraries describe what the library takes and gives, which is often `any`.
  { files: ['**/*.d.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },

  // The console runs in the browser; everything else (sandbox, tests, benches, scripts, configs) in Node.
  { files: ['src/**'], languageOptions: { globals: { ...globals.browser } } },
  { files: ['server/**', 'e2e/**', 'tests/**', 'bench/**', 'scripts/**', '*.{js,ts}'], languageOptions: { globals: { ...globals.node } } },

  // React: the console and the test set-up that renders it.
  { files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      // Only says that the React Compiler would skip a component using TanStack Virtual; we do not compile with it.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      // Test files call vitest set-up helpers named use… (useTestSandbox, useSandboxBackend) at top level; they are not React hooks.
      'react-hooks/rules-of-hooks': 'off',
    },
  },
  { files: ['src/**/*.tsx', 'tests/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },

  // Screens ask access one way, authProvider.canAccess (useAccess, useCanAccess, <CanAccess>): the rules
  // of src/domain/permissions are named only by src/authProvider, a resource's or the pages' index.ts
  // and the data provider's row filters (docs/architecture.md "One access question").
  {
    files: [
      'src/components/**/*.{ts,tsx}',
      'src/customRoutes/**/*.{ts,tsx}',
      'src/resources/**/*.{ts,tsx}',
      'src/layout/**/*.{ts,tsx}',
      'src/App.tsx',
    ],
    ignores: ['src/customRoutes/index.ts', 'src/resources/*/index.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/domain/permissions', '**/domain/permissions/*'],
              message: 'Ask authProvider.canAccess (useAccess, useCanAccess); names and types come from src/authProvider/accessNames.',
            },
          ],
        },
      ],
    },
  },
);
