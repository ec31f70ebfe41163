import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/**
 * The web app's catalogues (docs/architecture.md, "Languages"): one JSON file per language and
 * area, `src/locales/<locale>/<area>.json`, flat `key: ICU message`. The keys are written by
 * hand (explicit ids, no extraction): the Vite plugin only compiles a file when it is imported
 * with `?lingui`, so the browser never parses a message.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de'],
  catalogs: ['public', 'app', 'student', 'teacher', 'admin'].map((area) => ({
    path: `<rootDir>/src/locales/{locale}/${area}`,
    include: [],
  })),
  format: formatter({ style: 'minimal' }),
});
