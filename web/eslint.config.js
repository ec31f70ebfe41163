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
  { files: ['public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  unlocalizedStrings,
];
