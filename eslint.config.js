// Shared lint rules; each package's eslint.config.js re-exports or extends this list,
// so file patterns here are relative to the package being linted.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/routeTree.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from server/src/config.ts.' },
      ],
    },
  },
  {
    files: ['src/config.ts', 'src/cli/**', 'test/**', '*.config.ts', 'scripts/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
