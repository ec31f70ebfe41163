import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import base from '../eslint.config.js';
import { unlocalizedStrings } from './lint/unlocalized-strings.js';

export default [
  ...base,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // Past two folders up a path says little about what it reaches and breaks when a file
      // moves; `~/` (web/src, set in tsconfig.json, vite.config.ts and vitest.config.ts) names
      // the target from the top instead.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){3,}',
              message: "Import from '~/…' (web/src) instead of climbing three or more folders.",
            },
          ],
        },
      ],
    },
  },
  { files: ['public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  unlocalizedStrings,
];
